// The comparison re-measured against one client doing all the API lets it (issue 36): 5 people (3
// made-up visitor keys of its network, the network, its own signed-in account), each with at most 30
// views a minute recorded, flooding clean views, slow ones, or failing ones. Each run draws the real
// people once and judges them without the client (the figures as they are: what the real people show)
// and with it (as the rollout does). The verdict takes any 5 people as a client's either way, so the
// client can only delay one ("too little data": the rollout waits for more people), never make a
// verdict the real people contradict: forged verdicts are 0; the delays, the verdicts its views
// hastened past the views gate, the false alarms and the power are in the names.
import { COMPARISON_DEFAULTS, compareReleases } from './release-comparison.mjs';
import { flood, HEALTHY, seededRandom, syntheticPeopleTotals, type Adversary, type ReleaseBehaviour } from './synthetic-signals';

const WORSE: ReleaseBehaviour = { ...HEALTHY, errorRate: 0.08 }; // about 22 % of people with an error view vs 6 %
const SLOWER: ReleaseBehaviour = { ...HEALTHY, inp: { median: 240, sigma: 0.8 } };
const settings = { ...COMPARISON_DEFAULTS, minErrorPeople: 5 };

/** Verdicts of `runs` comparisons of a canary and stable, each judged without and with the adversary on the canary. */
function judge(runs: number, seed: number, canary: ReleaseBehaviour, adversary: Adversary) {
  const seeds = seededRandom(seed);
  const verdicts = { worse: 0, forged: 0, delayed: 0, hastened: 0 };
  for (let run = 0; run < runs; run++) {
    const runSeed = Math.floor(seeds() * 2 ** 31);
    const canaryPeople = 60 + Math.floor(seeds() * 240);
    const stablePeople = 900;
    const draw = (extra?: Adversary, options = settings) => {
      const random = seededRandom(runSeed);
      const c = syntheticPeopleTotals(random, canaryPeople, canary, extra);
      const s = syntheticPeopleTotals(random, stablePeople, HEALTHY);
      return compareReleases(c, s, options).decision;
    };
    // What the real people show, judged as they are; and the rollout's verdicts, with and without the client.
    const real = draw(undefined, { ...settings, clientPeople: 0 });
    const withClient = draw(adversary);
    if (draw() === 'worse') verdicts.worse++;
    const definite = (decision: string) => decision !== 'too little data';
    // Forged: a verdict the real people contradict. Delayed: one they give, held back. Hastened: the
    // client's views passed the views a release needs before the real people's did (the verdict is
    // still made on the real people, with any 5 of them taken as the client's).
    if (definite(withClient) && definite(real) && withClient !== real) verdicts.forged++;
    if (!definite(withClient) && definite(real)) verdicts.delayed++;
    if (definite(withClient) && !definite(real)) verdicts.hastened++;
  }
  return { worseRate: verdicts.worse / runs, ...verdicts };
}

const RUNS = 400;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const equalSlow = judge(RUNS, 36, HEALTHY, flood('slow'));
const equalFailing = judge(RUNS, 37, HEALTHY, flood('failing'));
const worseClean = judge(RUNS, 38, WORSE, flood('clean'));
const slowerClean = judge(RUNS, 39, SLOWER, flood('clean'));

describe('one client flooding what the API lets it count forges no verdict', () => {
  it(`equal releases, the client flooding slow views: false alarms ${percent(equalSlow.worseRate)} of ${RUNS}, forged ${equalSlow.forged}, delayed ${equalSlow.delayed}, hastened ${equalSlow.hastened}`, () => {
    expect(equalSlow.worseRate).toBeLessThanOrEqual(1 - COMPARISON_DEFAULTS.confidence);
    expect(equalSlow.forged).toBe(0);
  });

  it(`equal releases, failing views under made-up visitor keys and the client's own token: false alarms ${percent(equalFailing.worseRate)}, forged ${equalFailing.forged}, delayed ${equalFailing.delayed}, hastened ${equalFailing.hastened}`, () => {
    expect(equalFailing.worseRate).toBeLessThanOrEqual(1 - COMPARISON_DEFAULTS.confidence);
    expect(equalFailing.forged).toBe(0);
  });

  it(`a canary with 4x the error views, the client flooding clean views: power ${percent(worseClean.worseRate)}, forged ${worseClean.forged}, delayed ${worseClean.delayed}, hastened ${worseClean.hastened}`, () => {
    expect(worseClean.worseRate).toBeGreaterThan(0.85);
    expect(worseClean.forged).toBe(0);
  });

  it(`a canary with 2x the INP, the client flooding clean views: power ${percent(slowerClean.worseRate)}, forged ${slowerClean.forged}, delayed ${slowerClean.delayed}, hastened ${slowerClean.hastened}`, () => {
    expect(slowerClean.worseRate).toBeGreaterThan(0.85);
    expect(slowerClean.forged).toBe(0);
  });
});
