// Random full 4-player Rust Belt games in both editions (issue 3 point 6); the suite is in aos/random-suite.ts.
import { randomGamesSuite } from './aos/random-suite';

randomGamesSuite(4);
