// Random full 4-player Steam games in both editions on both boards (issue 16 point 7); the suite is in random-suite.ts.
import { steamRandomSuite } from './random-suite';

steamRandomSuite(4);
