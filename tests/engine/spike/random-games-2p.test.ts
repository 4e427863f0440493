// Random full 2-player Spike games in both editions (issue 19 point 7); the suite is in random-suite.ts.
import { spikeRandomSuite } from './random-suite';

spikeRandomSuite(2);
