// tick over simulated traffic: minute after minute the deployment file's share sends views to the
// canary, the releases behave as each test says, and a tick runs at each minute's turn with the
// summary of its stage's minutes. Then two ticks at once (two at once on the API's store: apps/api/src/releases).
import { setStable } from './commands.mjs';
import { readDeployment, readHistory } from './commands.mjs';
import { applyDecision, decideTick, judgedWindow } from './rollout-decision.mjs';
import { ROLLOUT_DEFAULTS } from './rollout-plan.mjs';
import { startRollout, tick } from './rollout.mjs';
import { SimulatedTraffic } from './simulated-traffic';
import { HEALTHY, type ReleaseBehaviour } from './synthetic-signals';
import { fakeRelease, tempConfig, type ReleaseConfig } from './test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

type Behaviour = (release: { canary: boolean; share: number }) => ReleaseBehaviour;

/**
 * Runs a rollout of menu 1.1.0 over 400 views a minute until it ends or `maxMinutes` pass: each minute
 * the views go where the file says, then tick runs 5 s into the next minute.
 */
async function simulate(config: ReleaseConfig, behaviour: Behaviour, { seed = 1, maxMinutes = 200 } = {}) {
  const traffic = new SimulatedTraffic('menu', 400, seed);
  await startRollout(config, 'menu', '1.1.0', { ...ROLLOUT_DEFAULTS }, { now: T0 });
  const steps: string[] = [];
  let minute = 0;
  for (; minute < maxMinutes; minute++) {
    const entry = (await readDeployment(config)).remotes.menu;
    if (!['running', 'waiting-approval'].includes(entry.rollout.status)) break;
    traffic.addMinute(at(minute), { stable: entry.stable.version, canary: entry.canary }, behaviour);
    const [result] = await tick(config.store, { fetchSummary: traffic.summary, now: () => new Date(at(minute + 1).getTime() + 5000) });
    if (result.action !== 'wait') steps.push(`${minute + 1} min: ${result.action} at ${entry.canary.share}%`);
  }
  return { steps, minutes: minute, traffic, menu: (await readDeployment(config)).remotes.menu };
}

describe('simulated rollouts over synthetic signals', () => {
  let config: ReleaseConfig;
  beforeEach(async () => {
    config = tempConfig();
    fakeRelease(config, 'menu', '1.0.0');
    fakeRelease(config, 'menu', '1.1.0');
    await setStable(config, 'menu', '1.0.0');
  });

  it('a healthy canary reaches 100 % through each stage, each after its 30 minutes', async () => {
    const { steps, menu } = await simulate(config, () => HEALTHY);
    expect(steps).toEqual(['30 min: advance at 5%', '60 min: advance at 25%', '90 min: advance at 50%']);
    expect(menu.canary).toBeUndefined();
    expect(menu).toMatchObject({ version: '1.1.0', stable: { version: '1.1.0' }, rollout: { status: 'completed', stage: 3 } });
    expect(menu.rollout.lastVerdict).toMatchObject({ verdict: 'advance' });
    expect(menu.rollout.lastVerdict.reason).toMatch(/^50% for 30 min: no worse than stable: error views /);
    expect(menu.rollout.lastVerdict.signals.canary.views).toBeGreaterThan(5000);
    // Every step is in the history, with the verdict's reason; the waits are not.
    const commands = (await readHistory(config)).map((record: { command: string[] }) => record.command.slice(0, 3).join(' '));
    expect(commands).toEqual(['stable menu 1.0.0', 'rollout menu 1.1.0', 'tick menu advance', 'tick menu advance', 'tick menu advance']);
  });

  it("keeps the last decision (the advance) beside the next stage's ticks, which only wait on too little data", async () => {
    // 30 minutes at 5 % advance; the tick a minute into 25 % has too little of the new stage to judge.
    const { steps, menu } = await simulate(config, () => HEALTHY, { maxMinutes: 31 });
    expect(steps).toEqual(['30 min: advance at 5%']);
    expect(menu.rollout).toMatchObject({ status: 'running', stage: 1, lastVerdict: { verdict: 'too little data' } });
    expect(menu.rollout.lastDecision).toMatchObject({ verdict: 'advance', at: new Date(at(30).getTime() + 5000).toISOString() });
    expect(menu.rollout.lastDecision.reason).toMatch(/^5% for 30 min: no worse than stable/);
    expect(menu.rollout.lastDecision.signals.from).toBe(T0.toISOString());
  });

  it('a canary whose error rate doubles at 25 % is aborted at 25 %, and everyone is on stable', async () => {
    const { steps, menu } = await simulate(config, ({ canary, share }) =>
      canary && share >= 25 ? { ...HEALTHY, errorRate: HEALTHY.errorRate * 2 } : HEALTHY,
    );
    expect(steps[0]).toBe('30 min: advance at 5%');
    expect(steps[1]).toMatch(/^\d+ min: abort at 25%$/);
    expect(steps).toHaveLength(2);
    expect(menu.canary).toBeUndefined();
    expect(menu).toMatchObject({ version: '1.0.0', stable: { version: '1.0.0' }, rollout: { status: 'aborted', stage: 1 } });
    expect(menu.rollout.lastVerdict).toMatchObject({ verdict: 'abort' });
    expect(menu.rollout.lastDecision).toEqual(menu.rollout.lastVerdict);
    expect(menu.rollout.lastVerdict.reason).toMatch(/^25% for \d+ min: worse than stable: error views \d\.\d\d% vs \d\.\d\d% \(p=/);
    const { canary, stable } = menu.rollout.lastVerdict.signals;
    expect(canary.errorViewRate).toBeGreaterThan(1.5 * stable.errorViewRate);
    const last = (await readHistory(config)).at(-1);
    expect(last.command.slice(0, 4)).toEqual(['tick', 'menu', 'abort', '--reason']);
    expect(last.after.remotes.menu.canary).toBeUndefined();
  });

  it('a canary slower at p75 INP by more than the ratio is stopped, with INP named as the reason', async () => {
    const { steps, menu } = await simulate(config, ({ canary }) => (canary ? { ...HEALTHY, inp: { median: 200, sigma: 0.8 } } : HEALTHY));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatch(/^\d+ min: abort at 5%$/);
    expect(menu.canary).toBeUndefined();
    expect(menu.rollout).toMatchObject({ status: 'aborted', stage: 0 });
    expect(menu.rollout.lastVerdict.reason).toMatch(/worse than stable: INP p75 \d+ vs \d+ ms \(x1\.[5-9]\d, at most x1\.2\)$/);
  });

  it('waits on too little data, and asks for the minutes since the stage began', async () => {
    const traffic = new SimulatedTraffic('menu', 20, 3); // 1 canary view a minute at 5 %
    await startRollout(config, 'menu', '1.1.0', { ...ROLLOUT_DEFAULTS }, { now: new Date(T0.getTime() + 20_000) });
    for (let minute = 0; minute < 40; minute++) traffic.addMinute(at(minute), { stable: '1.0.0', canary: { version: '1.1.0', share: 5 } });
    let [result] = await tick(config.store, { fetchSummary: traffic.summary, now: () => new Date(T0.getTime() + 50_000) });
    expect(result).toMatchObject({ action: 'wait', verdict: 'too little data' });
    [result] = await tick(config.store, { fetchSummary: traffic.summary, now: () => at(40) });
    expect(traffic.asked).toEqual([
      { remote: 'menu', from: T0, to: new Date(T0.getTime() + 50_000) },
      { remote: 'menu', from: T0, to: at(40) },
    ]);
    expect(result).toMatchObject({ action: 'wait', verdict: 'too little data' });
    expect(result.reason).toMatch(/^5% for 39 min: canary has \d+ of 200 views; canary has \d+ of 20 people$/);
    const { rollout } = (await readDeployment(config)).remotes.menu;
    expect(rollout).toMatchObject({ status: 'running', stage: 0, lastVerdict: { verdict: 'too little data', at: at(40).toISOString() } });
    expect((await readHistory(config)).at(-1)?.command[0]).toBe('rollout'); // a wait is no step
  });

  it('waits at an --approve-at stage until approve, and still aborts a canary that turns worse there', async () => {
    const entry = {
      stable: { version: '1.0.0' },
      canary: { version: '1.1.0', share: 25 },
      rollout: {
        version: '1.1.0',
        stages: [5, 25, 50, 100],
        stage: 1,
        stageStartedAt: T0.toISOString(),
        minMinutes: 30,
        minViews: 200,
        approveAt: [50],
        status: 'running',
      },
    };
    const totals = (errorViews: number) => ({
      views: 3000,
      errorViews,
      failedLoads: 0,
      people: 900,
      inpSamples: 0,
      lcpSamples: 0,
      inpP75: null,
      lcpP75: null,
    });
    const summary = (canaryErrors: number) => ({
      releases: [
        { version: '1.1.0', canary: true, totals: totals(canaryErrors) },
        { version: '1.0.0', canary: false, totals: totals(60) },
      ],
    });
    expect(decideTick(entry, summary(60), at(31))).toMatchObject({ action: 'approval', verdict: 'advance' });
    expect(decideTick(entry, summary(60), at(31)).reason).toMatch(/; 50% waits for approve$/);
    const waiting = { ...entry, rollout: { ...entry.rollout, status: 'waiting-approval' } };
    expect(decideTick(waiting, summary(60), at(90))).toMatchObject({ action: 'approval' });
    expect(decideTick(waiting, summary(150), at(90))).toMatchObject({ action: 'abort', verdict: 'abort' });
    // Before the stage's minutes only a stronger signal aborts (the early confidence).
    // 100 error views of 3000 against 60: p = 0.00085, past 0.99's 0.0025 a test, short of 0.999's 0.00025.
    expect(decideTick(entry, summary(100), at(31))).toMatchObject({ action: 'abort' });
    expect(decideTick(entry, summary(100), at(10))).toMatchObject({ action: 'wait', verdict: 'wait' });
    expect(decideTick(entry, summary(110), at(10))).toMatchObject({ action: 'abort' });
  });

  it('judges the minutes from the one the stage began in, at most the summary’s 7 days', async () => {
    const rollout = { stageStartedAt: '2026-11-26T10:00:20.000Z' };
    expect(judgedWindow({ stageStartedAt: '2026-11-26T10:00:00.000Z' }, new Date('2026-11-26T10:00:00.000Z'))).toBeUndefined();
    expect(judgedWindow(rollout, new Date('2026-11-26T10:05:10.000Z'))).toEqual({
      from: new Date('2026-11-26T10:00:00.000Z'),
      to: new Date('2026-11-26T10:05:10.000Z'),
    });
    const window = judgedWindow(rollout, new Date('2026-12-10T10:00:30.000Z'));
    expect(window.to.getTime() - window.from.getTime()).toBeLessThanOrEqual(7 * 24 * 60 * MINUTE);
  });
});

/*
 * Equal releases through whole rollouts: each tick is one more look at the data, so the share of
 * rollouts aborted by chance is higher than one comparison's. Measured over seeded simulations of the
 * same steps tick takes (decideTick, applyDecision), kept in memory: the file's part is tested above.
 */
async function rolloutInMemory(seed: number) {
  const traffic = new SimulatedTraffic('menu', 400, seed);
  const release = (version: string) => ({
    version,
    manifestUrl: `/releases/menu/${version}/mf-manifest.json`,
    container: `menu__v${version}`,
  });
  let entry = {
    ...release('1.0.0'),
    stable: release('1.0.0'),
    canary: { ...release('1.1.0'), share: 5 },
    rollout: {
      version: '1.1.0',
      ...ROLLOUT_DEFAULTS,
      stage: 0,
      stageStartedAt: T0.toISOString(),
      startedAt: T0.toISOString(),
      status: 'running',
    },
  };
  for (let minute = 0; minute < 200 && entry.rollout.status === 'running'; minute++) {
    traffic.addMinute(at(minute), { stable: entry.stable.version, canary: entry.canary });
    const now = new Date(at(minute + 1).getTime() + 5000);
    const window = judgedWindow(entry.rollout, now);
    const summary = window ? await traffic.summary({ remote: 'menu', ...window }) : undefined;
    entry = applyDecision(entry, decideTick(entry, summary, now), now);
  }
  return entry.rollout.status;
}

describe('false alarms over whole rollouts of equal releases', () => {
  const runs = 100;
  let aborted = 0;

  beforeAll(async () => {
    for (let run = 0; run < runs; run++) if ((await rolloutInMemory(1000 + run)) === 'aborted') aborted++;
    // The lead's notes quote this line.
    console.log(`Whole rollouts (5, 25, 50 %, then 100) of equal releases: ${aborted} of ${runs} aborted by chance`);
  }, 300_000);

  it('completes nearly every rollout of equal releases (3 judged stages, early looks at 0.999)', async () => {
    expect(aborted / runs).toBeLessThanOrEqual(0.1);
  });
});

describe('two ticks at once do one thing', () => {
  let config: ReleaseConfig;
  const healthySummary = {
    remote: 'menu',
    from: T0.toISOString(),
    to: at(31).toISOString(),
    releases: [
      {
        version: '1.1.0',
        canary: true,
        totals: {
          views: 600,
          errorViews: 12,
          failedLoads: 3,
          crashes: 0,
          people: 200,
          inpP75: 150,
          inpSamples: 300,
          lcpP75: 1800,
          lcpSamples: 300,
          clsP75: 0.05,
          clsSamples: 300,
        },
      },
      {
        version: '1.0.0',
        canary: false,
        totals: {
          views: 11400,
          errorViews: 228,
          failedLoads: 57,
          crashes: 0,
          people: 3800,
          inpP75: 150,
          inpSamples: 5700,
          lcpP75: 1800,
          lcpSamples: 5700,
          clsP75: 0.05,
          clsSamples: 5700,
        },
      },
    ],
  };

  beforeEach(async () => {
    config = tempConfig();
    fakeRelease(config, 'menu', '1.0.0');
    fakeRelease(config, 'menu', '1.1.0');
    await setStable(config, 'menu', '1.0.0');
    await startRollout(config, 'menu', '1.1.0', { ...ROLLOUT_DEFAULTS }, { now: T0 });
  });

  const stepsInHistory = async () => (await readHistory(config)).filter((record: { command: string[] }) => record.command[0] === 'tick');

  it('in one process: both read the same stage, one advances it, the other finds it moved and does nothing', async () => {
    let release: () => void = () => undefined;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const fetchSummary = async () => {
      if (++asked === 2) release();
      await bothAsked; // neither writes before both have read the file and asked for the summary
      return healthySummary;
    };
    const now = () => at(31);
    const [first, second] = await Promise.all([tick(config.store, { fetchSummary, now }), tick(config.store, { fetchSummary, now })]);

    const actions = [first[0], second[0]].map(({ action, applied }) => ({ action, applied }));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'advance', applied: true },
        { action: 'none', applied: false },
      ]),
    );
    expect((await readDeployment(config)).remotes.menu).toMatchObject({
      canary: { share: 25 },
      rollout: { stage: 1, stageStartedAt: at(31).toISOString() },
    });
    expect(await stepsInHistory()).toHaveLength(1);

    // And tick again right after: idempotent, the new stage has just begun.
    const [again] = await tick(config.store, { fetchSummary: async () => healthySummary, now: () => at(31.5) });
    expect(again).toMatchObject({ action: 'wait', applied: true });
    expect((await readDeployment(config)).remotes.menu.rollout.stage).toBe(1);
    expect(await stepsInHistory()).toHaveLength(1);
  });
});
