// The comparison re-measured against one client doing all the API lets it (issue 36): 5 people (3
// made-up visitor keys of its network, the network, its own signed-in account), each with at most 30
// views a minute recorded, flooding clean views, slow ones, or failing ones. Each run draws the real
// people once and judges them with and without the adversary. Its 5 people can only tip a comparison
// already at the edge (a p-value or a sample count within 5 people of its threshold): the share of runs
// whose verdict moved is measured and bounded, with the false-alarm rate and the power, in the names.
import { COMPARISON_DEFAULTS, compareReleases } from './release-comparison.mjs';
import { flood, HEALTHY, seededRandom, syntheticPeopleTotals, type Adversary, type ReleaseBehaviour } from './synthetic-signals';

const WORSE: ReleaseBehaviour = { ...HEALTHY, errorRate: 0.08 }; // about 22 % of people with an error view vs 6 %
const SLOWER: ReleaseBehaviour = { ...HEALTHY, inp: { median: 240, sigma: 0.8 } };
const settings = { ...COMPARISON_DEFAULTS, minErrorPeople: 5 };

/** Verdicts of `runs` comparisons of a canary and stable, each judged without and with the adversary on the canary. */
function judge(runs: number, seed: number, canary: ReleaseBehaviour, adversary: Adversary) {
  const seeds = seededRandom(seed);
  const verdicts = { worse: 0, moved: 0 };
  for (let run = 0; run < runs; run++) {
    const runSeed = Math.floor(seeds() * 2 ** 31);
    const canaryPeople = 60 + Math.floor(seeds() * 240);
    const stablePeople = 900;
    const draw = (extra?: Adversary) => {
      const random = seededRandom(runSeed);
      const c = syntheticPeopleTotals(random, canaryPeople, canary, extra);
      const s = syntheticPeopleTotals(random, stablePeople, HEALTHY);
      return compareReleases(c, s, settings).decision;
    };
    const without = draw();
    if (without === 'worse') verdicts.worse++;
    if (draw(adversary) !== without) verdicts.moved++;
  }
  return { worseRate: verdicts.worse / runs, moved: verdicts.moved };
}

const RUNS = 400;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
/** The most runs whose verdict the client may tip: those at the edge of a threshold. */
const AT_THE_EDGE = 0.07 * RUNS;
const equalSlow = judge(RUNS, 36, HEALTHY, flood('slow'));
const equalFailing = judge(RUNS, 37, HEALTHY, flood('failing'));
const worseClean = judge(RUNS, 38, WORSE, flood('clean'));
const slowerClean = judge(RUNS, 39, SLOWER, flood('clean'));

describe('one client flooding what the API lets it count tips only comparisons at the edge', () => {
  it(`equal releases, the client flooding slow views: false alarms ${percent(equalSlow.worseRate)} of ${RUNS}, verdicts moved ${equalSlow.moved} of ${RUNS}`, () => {
    expect(equalSlow.worseRate).toBeLessThanOrEqual(1 - COMPARISON_DEFAULTS.confidence);
    expect(equalSlow.moved).toBeLessThanOrEqual(AT_THE_EDGE);
  });

  it(`equal releases, failing views under made-up visitor keys and the client's own token: false alarms ${percent(equalFailing.worseRate)}, moved ${equalFailing.moved} of ${RUNS}`, () => {
    expect(equalFailing.worseRate).toBeLessThanOrEqual(1 - COMPARISON_DEFAULTS.confidence);
    expect(equalFailing.moved).toBeLessThanOrEqual(AT_THE_EDGE);
  });

  it(`a canary with 4x the error views, the client flooding clean views: power ${percent(worseClean.worseRate)}, moved ${worseClean.moved} of ${RUNS}`, () => {
    expect(worseClean.worseRate).toBeGreaterThan(0.9);
    expect(worseClean.moved).toBeLessThanOrEqual(AT_THE_EDGE);
  });

  it(`a canary with 2x the INP, the client flooding clean views: power ${percent(slowerClean.worseRate)}, moved ${slowerClean.moved} of ${RUNS}`, () => {
    expect(slowerClean.worseRate).toBeGreaterThan(0.9);
    expect(slowerClean.moved).toBeLessThanOrEqual(AT_THE_EDGE);
  });
});
