// Random full Spike games, part 4 of 4 (issue 19 point 7: 1 000 in all, 2–4 seats, both editions); the suite is in
// random-suite.ts.
import { spikeRandomSuite } from './random-suite';

spikeRandomSuite(4);
