// The rolling release commands on a deployment file in a temporary folder: rollout, approve, abort,
// status, and how the manual commands meet a rollout in progress.
import fs from 'node:fs';
import { dropCanary, promote, rollback, setCanary, setShare, setStable } from './commands.mjs';
import { readDeployment, validateDeployment } from './deployment-document.mjs';
import { readHistory } from './history.mjs';
import { advanced } from './rollout-decision.mjs';
import { parseRolloutArgs, parseStages, ROLLOUT_DEFAULTS } from './rollout-plan.mjs';
import { abortRollout, approveRollout, rolloutRows, startRollout } from './rollout.mjs';
import { fakeRelease, tempConfig, type ReleaseConfig } from './test-support';

const T0 = new Date('2026-11-26T10:00:00.000Z');
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const plan = (overrides: object = {}) => ({ ...ROLLOUT_DEFAULTS, ...overrides });

describe('the rollout plan from the command line', () => {
  it('defaults to 5,25,50,100 with 30 minutes and 200 views a stage', () => {
    expect(parseRolloutArgs(['menu', '1.1.0'])).toEqual({
      remote: 'menu',
      version: '1.1.0',
      plan: { stages: [5, 25, 50, 100], minMinutes: 30, minViews: 200 },
    });
    expect(
      parseRolloutArgs(['menu', '1.1.0', '--stages', '10,50,100', '--min-minutes', '5', '--min-views', '50', '--approve-at', '50']).plan,
    ).toEqual({ stages: [10, 50, 100], minMinutes: 5, minViews: 50, approveAt: [50] });
  });

  it('refuses stages that do not rise to 100, and approvals of no later stage', () => {
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
  beforeEach(() => {
    config = tempConfig();
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) fakeRelease(config, 'menu', version);
    setStable(config, 'menu', '1.0.0');
  });
  const menu = () => readDeployment(config).remotes.menu;

  it('starts a rolling release: the canary at the first stage, the plan beside it, in the history', () => {
    startRollout(config, 'menu', '1.1.0', plan({ approveAt: [50] }), { now: T0 });
    expect(menu()).toMatchObject({
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
    expect(readHistory(config).at(-1)?.command).toEqual([
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
    expect(rolloutRows(config, minutesAfter(12))).toEqual([
      { remote: 'menu', version: '1.1.0', rollout: 'running', stage: '1/4 (5%)', 'in stage': '12 of 30 min', 'last verdict': '-' },
    ]);
  });

  it('refuses a second rollout, the stable version, an unpublished one, and leaves the file as it was', () => {
    expect(() => startRollout(config, 'menu', '1.0.0', plan())).toThrow('menu 1.0.0 is already the stable release');
    expect(() => startRollout(config, 'menu', '9.9.9', plan())).toThrow('No release menu 9.9.9');
    expect(() => startRollout(config, 'deals', '1.1.0', plan())).toThrow('deals has no stable release');
    startRollout(config, 'menu', '1.1.0', plan());
    const text = fs.readFileSync(config.deploymentFile, 'utf8');
    expect(() => startRollout(config, 'menu', '1.2.0', plan())).toThrow('menu is already in a rolling release of 1.1.0 (running)');
    expect(fs.readFileSync(config.deploymentFile, 'utf8')).toBe(text);
  });

  it('approve lets a waiting rollout into its next stage, and at the last promotes the canary', () => {
    startRollout(config, 'menu', '1.1.0', plan({ stages: [10, 100], approveAt: [100] }), { now: T0 });
    expect(() => approveRollout(config, 'menu')).toThrow('menu 1.1.0 is not waiting for approval (running at 1/2 (10%))');
    // What tick writes when the stage is done and the next one waits (rollout-decision.spec covers tick).
    const doc = readDeployment(config);
    doc.remotes.menu.rollout.status = 'waiting-approval';
    fs.writeFileSync(config.deploymentFile, JSON.stringify(doc));

    approveRollout(config, 'menu', { now: minutesAfter(40) });
    expect(menu().canary).toBeUndefined();
    expect(menu()).toMatchObject({
      version: '1.1.0',
      stable: { version: '1.1.0', container: 'menu__v1_1_0' },
      rollout: { status: 'completed', stage: 1, stageStartedAt: minutesAfter(40).toISOString() },
    });
    expect(readHistory(config).at(-1)?.command).toEqual(['approve', 'menu']);
    expect(() => approveRollout(config, 'menu')).toThrow('menu has no rolling release in progress');
  });

  it('abort drops the canary, everyone on stable, and keeps the reason in lastVerdict and the history', () => {
    startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    abortRollout(config, 'menu', 'the basket button is broken', { now: minutesAfter(3) });
    expect(menu().canary).toBeUndefined();
    expect(menu()).toMatchObject({
      version: '1.0.0',
      rollout: {
        status: 'aborted',
        lastVerdict: { at: minutesAfter(3).toISOString(), verdict: 'abort', reason: 'the basket button is broken' },
      },
    });
    expect(readHistory(config).at(-1)?.command).toEqual(['abort', 'menu', '--reason', 'the basket button is broken']);
    expect(rolloutRows(config)[0]).toMatchObject({
      rollout: 'aborted',
      'in stage': '-',
      'last verdict': 'abort: the basket button is broken',
    });
    expect(() => abortRollout(config, 'menu', undefined)).toThrow('menu has no rolling release in progress');
    // A new rollout after an aborted one starts afresh.
    startRollout(config, 'menu', '1.2.0', plan(), { now: minutesAfter(10) });
    expect(menu().rollout).toMatchObject({ version: '1.2.0', status: 'running', stage: 0 });
    expect(menu().rollout.lastVerdict).toBeUndefined();
  });

  it('keeps the manual commands from fighting a rollout: canary and set-share refused, drop-canary aborts, promote completes', () => {
    startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    expect(() => setShare(config, 'menu', 50)).toThrow('menu is in a rolling release of 1.1.0 (running): set-share would fight it');
    expect(() => setCanary(config, 'menu', '1.2.0', 10)).toThrow('npm run release -- abort menu first');

    dropCanary(config, 'menu', { reason: 'check: 8 of 25 people had a failure' });
    expect(menu().rollout).toMatchObject({
      status: 'aborted',
      lastVerdict: { verdict: 'abort', reason: 'check: 8 of 25 people had a failure' },
    });

    startRollout(config, 'menu', '1.2.0', plan(), { now: T0 });
    promote(config, 'menu');
    expect(menu()).toMatchObject({ version: '1.2.0', rollout: { version: '1.2.0', status: 'completed' } });
    // A canary set by hand afterwards leaves the finished rollout behind.
    setCanary(config, 'menu', '1.1.0', 10);
    expect(menu().rollout).toBeUndefined();
  });

  it('making the canary stable by hand completes the rollout; another stable keeps it running', () => {
    fakeRelease(config, 'menu', '0.9.0');
    startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    setStable(config, 'menu', '0.9.0');
    expect(menu()).toMatchObject({ version: '0.9.0', canary: { version: '1.1.0', share: 5 }, rollout: { status: 'running' } });
    setStable(config, 'menu', '1.1.0');
    expect(menu().canary).toBeUndefined();
    expect(menu().rollout.status).toBe('completed');
  });

  it('rollback undoes a step of the rollout like any change', () => {
    startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    const atFive = readDeployment(config);
    abortRollout(config, 'menu', 'by mistake');
    rollback(config);
    expect(readDeployment(config)).toEqual(atFive);
  });

  it('refuses a rollout that disagrees with its canary or is malformed', () => {
    startRollout(config, 'menu', '1.1.0', plan(), { now: T0 });
    const doc = readDeployment(config);
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
