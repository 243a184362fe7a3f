// The rolling release commands on a deployment file in a temporary folder: rollout, approve, abort,
// status, and how the manual commands meet a rollout in progress.
import { dropCanary, promote, rollback, setCanary, setShare, setStable } from './commands.mjs';
import { validateDeployment } from './deployment-document.mjs';
import { readDeployment, readHistory } from './commands.mjs';
import { advanced } from './rollout-decision.mjs';
import { parseRolloutArgs, parseStages, ROLLOUT_DEFAULTS } from './rollout-plan.mjs';
import { abortRollout, approveRollout, rolloutRows, startRollout } from './rollout.mjs';
import { fakeRelease, putDocument, tempConfig, type ReleaseConfig } from './test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const plan = (overrides: object = {}) => ({ ...ROLLOUT_DEFAULTS, ...overrides });

describe('the rollout plan from the command line', () => {
  it('defaults to 5,25,50,100 with 30 minutes and 200 views a stage', async () => {
    expect(parseRolloutArgs(['menu', '1.1.0'])).toEqual({
      remote: 'menu',
      version: '1.1.0',
      plan: { stages: [5, 25, 50, 100], minMinutes: 30, minViews: 200 },
    });
    expect(
      parseRolloutArgs(['menu', '1.1.0', '--stages', '10,50,100', '--min-minutes', '5', '--min-views', '50', '--approve-at', '50']).plan,
    ).toEqual({ stages: [10, 50, 100], minMinutes: 5, minViews: 50, approveAt: [50] });
  });

  it('refuses stages that do not rise to 100, and approvals of no later stage', async () => {
    expect(() => parseStages('5,50')).toThrow('The last stage must be 100');
    expect(() => parseStages('50,25,100')).toThrow('Stages must rise');
    expect(() => parseStages('100')).toThrow('at least one stage below 100');
    expect(() => parseStages('5,x,100')).toThrow('--stages must be percents');
    expect(() => parseRolloutArgs(['menu', '1.1.0', '--approve-at', '5'])).toThrow('--approve-at 5 is not one of the later stages');
    expect(() => parseRolloutArgs(['menu', '1.1.0', '--min-views', '0'])).toThrow('--min-views must be a whole number from 1');
    expect(() => parseRolloutArgs(['menu'])).toThrow('Usage: npm run release -- rollout <remote> <version>');
    expect(() => parseRolloutArgs(['menu', '1.1.0', '--fast', '1'])).toThrow('Unknown option --fast');
  });
});

describe('rollout, approve, abort and status', () => {
  let config: ReleaseConfig;
  beforeEach(async () => {
    config = tempConfig();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease(config, 'menu', version);
    await setStable(config, 'menu', '1.0.0');
  });
  const menu = async () => (await readDeployment(config)).remotes.menu;

  it('starts a rolling release: the canary at the first stage, the plan beside it, in the history', async () => {
    await startRollout(config, 'menu', '1.1.0', plan({ approveAt: [50] }), { now: T0 });
    expect(await menu()).toMatchObject({
      version: '1.0.0',
      stable: { version: '1.0.0' },
      canary: { version: '1.1.0', container: 'menu__v1_1_0', share: 5 },
      rollout: {
        version: '1.1.0',
        stages: [5, 25, 50, 100],
        stage: 0,
        stageStartedAt: T0.toISOString(),
        startedAt: T0.toISOString(),
        minMinutes: 30,
        minViews: 200,
        approveAt: [50],
        status: 'running',
      },
    });
    expect((await readHistory(config)).at(-1)?.command).toEqual([
      'rollout',
      'menu',
      '1.1.0',
      '--stages',
      '5,25,50,100',
      '--min-minutes',
      '30',
      '--min-views',
      '200',
      '--approve-at',
      '50',
    ]);
    expect(rolloutRows(await readDeployment(config), minutesAfter(12))).toEqual([
      { remote: 'menu', version: '1.1.0', rollout: 'running', stage: '1/4 (5%)', 'in stage': '12 of 30 min', 'last verdict': '-' },
    ]);
  });

  it('refuses a second rollout, the stable version, an unpublished one, and leaves the file as it was', async () => {
    await expect(startRollout(config, 'menu', '1.0.0', plan())).rejects.toThrow('menu 1.0.0 is already the stable release');
    await expect(startRollout(config, 'menu', '9.9.9', plan())).rejects.toThrow('No release menu 9.9.9');
    await expect(startRollout(config, 'deals', '1.1.0', plan())).rejects.toThrow('deals has no stable release');
    await startRollout(config, 'menu', '1.1.0', plan());
    const text = JSON.stringify(await readDeployment(config));
    await expect(startRollout(config, 'menu', '1.2.0', plan())).rejects.toThrow('menu is already in a rolling release of 1.1.0 (running)');
    expect(JSON.stringify(await readDeployment(config))).toBe(text);
  });

  it('approve lets a waiting rollout into its next stage, and at the last promotes the canary', async () => {
    await startRollout(config, 'menu', '1.1.0', plan({ stages: [10, 100], approveAt: [100] }), { now: T0 });
    await expect(approveRollout(config, 'menu')).rejects.toThrow('menu 1.1.0 is not waiting for approval (running at 1/2 (10%))');
    // What tick writes when the stage is done and the next one waits (rollout-decision.spec covers tick).
    const doc = await readDeployment(config);
    doc.remotes.menu.rollout.status = 'waiting-approval';
    await putDocument(config, doc);

    await approveRollout(config, 'menu', { now: minutesAfter(40) });
    expect((await menu()).canary).toBeUndefined();
    expect(await menu()).toMatchObject({
      version: '1.1.0',
      stable: { version: '1.1.0', container: 'menu__v1_1_0' },
      rollout: { status: 'completed', stage: 1, stageStartedAt: minutesAfter(40).toISOString() },
    });
    expect((await readHistory(config)).at(-1)?.command).toEqual(['approve', 'menu']);
    await expect(approveRollout(config, 'menu')).rejects.toThrow('menu has no rolling release in progress');
  });

  it('abort drops the canary, everyone on stable, and keeps the reason in lastVerdict and the history', async () => {
    await startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    await abortRollout(config, 'menu', 'the basket button is broken', { now: minutesAfter(3) });
    expect((await menu()).canary).toBeUndefined();
    expect(await menu()).toMatchObject({
      version: '1.0.0',
      rollout: {
        status: 'aborted',
        lastVerdict: { at: minutesAfter(3).toISOString(), verdict: 'abort', reason: 'the basket button is broken' },
      },
    });
    expect((await readHistory(config)).at(-1)?.command).toEqual(['abort', 'menu', '--reason', 'the basket button is broken']);
    expect(rolloutRows(await readDeployment(config))[0]).toMatchObject({
      rollout: 'aborted',
      'in stage': '-',
      'last verdict': 'abort: the basket button is broken',
    });
    await expect(abortRollout(config, 'menu', undefined)).rejects.toThrow('menu has no rolling release in progress');
    // A new rollout after an aborted one starts afresh.
    await startRollout(config, 'menu', '1.2.0', plan(), { now: minutesAfter(10) });
    expect((await menu()).rollout).toMatchObject({ version: '1.2.0', status: 'running', stage: 0 });
    expect((await menu()).rollout.lastVerdict).toBeUndefined();
  });

  it('keeps the manual commands from fighting a rollout: canary and set-share refused, drop-canary aborts, promote completes', async () => {
    await startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    await expect(setShare(config, 'menu', 50)).rejects.toThrow('menu is in a rolling release of 1.1.0 (running): set-share would fight it');
    await expect(setCanary(config, 'menu', '1.2.0', 10)).rejects.toThrow('npm run release -- abort menu first');

    await dropCanary(config, 'menu', { reason: 'check: 8 of 25 people had a failure' });
    expect((await menu()).rollout).toMatchObject({
      status: 'aborted',
      lastVerdict: { verdict: 'abort', reason: 'check: 8 of 25 people had a failure' },
    });

    await startRollout(config, 'menu', '1.2.0', plan(), { now: T0 });
    await promote(config, 'menu');
    expect(await menu()).toMatchObject({ version: '1.2.0', rollout: { version: '1.2.0', status: 'completed' } });
    // A canary set by hand afterwards leaves the finished rollout behind.
    await setCanary(config, 'menu', '1.1.0', 10);
    expect((await menu()).rollout).toBeUndefined();
  });

  it('making the canary stable by hand completes the rollout; another stable keeps it running', async () => {
    fakeRelease(config, 'menu', '0.9.0');
    await startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    await setStable(config, 'menu', '0.9.0');
    expect(await menu()).toMatchObject({ version: '0.9.0', canary: { version: '1.1.0', share: 5 }, rollout: { status: 'running' } });
    await setStable(config, 'menu', '1.1.0');
    expect((await menu()).canary).toBeUndefined();
    expect((await menu()).rollout.status).toBe('completed');
  });

  it('rollback undoes a step of the rollout like any change', async () => {
    await startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    const atFive = await readDeployment(config);
    await abortRollout(config, 'menu', 'by mistake');
    await rollback(config);
    expect(await readDeployment(config)).toEqual(atFive);
  });

  it('refuses a rollout that disagrees with its canary or is malformed', async () => {
    await startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    const doc = await readDeployment(config);
    const broken = (change: (entry: { canary?: { share: number }; rollout: Record<string, unknown> }) => void) => {
      const copy = structuredClone(doc);
      change(copy.remotes.menu);
      return () => validateDeployment(config, copy);
    };
    expect(broken((entry) => (entry.canary.share = 25))).toThrow("menu rollout: the canary's share 25 is not stage 5");
    expect(broken((entry) => delete entry.canary)).toThrow('menu rollout: running, but the canary is none, not 1.1.0');
    expect(broken((entry) => (entry.rollout.stage = 4))).toThrow('menu rollout: stage 4 is not an index of the stages');
    expect(broken((entry) => (entry.rollout.status = 'paused'))).toThrow("menu rollout: unknown status 'paused'");
    expect(broken((entry) => (entry.rollout.stages = [5, 50]))).toThrow('menu rollout: The last stage must be 100');
    expect(broken((entry) => (entry.rollout.lastVerdict = { verdict: 'maybe' }))).toThrow('lastVerdict needs at, verdict and reason');
    expect(() => validateDeployment(config, doc)).not.toThrow();
    // The pure step agrees with the validation: stage 2's share.
    const next = advanced(doc.remotes.menu, minutesAfter(31));
    expect(next).toMatchObject({ canary: { share: 25 }, rollout: { stage: 1, status: 'running' } });
  });
});
