import { releaseCommandsFor, remotesOfDeployment, signalPoints, windowRange, formatDuration, type ReleaseSignals } from './release-view';

describe('what the Releases screen reads of the deployment file', () => {
  it('reads stable, canary with its share and the rollout of each remote; a remote without a canary has only its stable', () => {
    const remotes = remotesOfDeployment({
      apiBaseUrl: 'http://api',
      remotes: {
        menu: {
          manifestUrl: '/releases/menu/1/mf-manifest.json',
          version: '1',
          stable: { version: '1', manifestUrl: 'x', container: 'menu__v1' },
          canary: { version: '2', manifestUrl: 'y', container: 'menu__v2', share: 25 },
          rollout: {
            version: '2',
            stages: [5, 25, 50, 100],
            stage: 1,
            stageStartedAt: '2026-11-26T11:00:00.000Z',
            startedAt: '2026-11-26T10:00:00.000Z',
            minMinutes: 30,
            minViews: 200,
            status: 'running',
            lastVerdict: { at: '2026-11-26T11:30:00.000Z', verdict: 'too little data', reason: '12 views of 200', signals: {} },
            lastDecision: {
              at: '2026-11-26T11:00:00.000Z',
              verdict: 'advance',
              reason: 'no worse than stable',
              signals: { from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T11:00:00.000Z', canary: {}, stable: {} },
            },
          },
        },
        // A shell that knows nothing of releases: today's fields only.
        deals: { manifestUrl: 'http://localhost:4205/mf-manifest.json', version: 'dev' },
      },
    });
    expect(remotes).toEqual([
      {
        remote: 'menu',
        stableVersion: '1',
        canary: { version: '2', share: 25 },
        rollout: expect.objectContaining({
          version: '2',
          stage: 1,
          status: 'running',
          lastVerdict: { at: '2026-11-26T11:30:00.000Z', verdict: 'too little data', reason: '12 views of 200' },
          // The decision before it, with the window it judged.
          lastDecision: {
            at: '2026-11-26T11:00:00.000Z',
            verdict: 'advance',
            reason: 'no worse than stable',
            judged: { from: '2026-11-26T10:00:00.000Z', to: '2026-11-26T11:00:00.000Z' },
          },
        }),
      },
      { remote: 'deals', stableVersion: 'dev' },
    ]);
  });

  it('leaves out what it cannot read rather than guessing: a rollout of an unknown status, a remote without a version', () => {
    const remotes = remotesOfDeployment({
      remotes: {
        menu: { version: '1', rollout: { version: '2', stages: [5], stage: 0, status: 'paused' } },
        deals: { manifestUrl: 'x' },
      },
    });
    expect(remotes).toEqual([{ remote: 'menu', stableVersion: '1' }]);
    expect(remotesOfDeployment(null)).toEqual([]);
  });

  it('offers no command for a rollout that ended, and promote or drop for a canary without one', () => {
    const ended = { remote: 'menu', stableVersion: '2', rollout: { ...rollout(), status: 'completed' as const } };
    expect(releaseCommandsFor(ended)).toEqual([]);
    expect(
      releaseCommandsFor({ remote: 'menu', stableVersion: '1', canary: { version: '2', share: 10 } }).map((each) => each.command),
    ).toEqual(['npm run release -- promote menu', 'npm run release -- drop-canary menu']);
  });
});

const rollout = () => ({
  version: '2',
  stages: [5, 100],
  stage: 0,
  stageStartedAt: '',
  startedAt: '',
  minMinutes: 30,
  minViews: 200,
  status: 'running' as const,
});

describe('the points of a chart', () => {
  const from = '2026-11-26T10:00:00.000Z';
  const to = '2026-11-26T11:00:00.000Z';
  const minute = (at: string, views: number, errorViews: number, inpP75: number | null) => ({
    minute: at,
    views,
    errorViews,
    failedLoads: 0,
    crashes: 0,
    inpP75,
    lcpP75: null,
    clsP75: null,
  });
  const release: ReleaseSignals = {
    version: '2',
    canary: true,
    totals: {
      views: 0,
      errorViews: 0,
      failedLoads: 0,
      crashes: 0,
      people: 0,
      errorPeople: 0,
      failedLoadPeople: 0,
      inpP75: null,
      inpSamples: 0,
      lcpP75: null,
      lcpSamples: 0,
      clsP75: null,
      clsSamples: 0,
    },
    minutes: [
      minute('2026-11-26T10:00:00.000Z', 10, 1, 100),
      minute('2026-11-26T10:01:00.000Z', 30, 9, 300),
      minute('2026-11-26T10:02:00.000Z', 10, 0, 200),
      minute('2026-11-26T10:14:00.000Z', 4, 4, null),
    ],
  };

  it('adds a bin up exactly for rates and takes the middle of its minutes for a p75; a bin without views has no point', () => {
    const errors = signalPoints(release, 'errorRate', from, to, 5);
    expect(errors).toHaveLength(12);
    expect(errors[0]).toEqual({ at: Date.parse(from), value: (100 * 10) / 50 });
    expect(errors[1].value).toBeNull();
    expect(errors[2].value).toBe(100);
    const inp = signalPoints(release, 'inpP75', from, to, 5);
    expect(inp[0].value).toBe(200);
    expect(inp[2].value).toBeNull();
  });

  it('keeps one point per minute for the last hour, and ignores minutes outside the window', () => {
    const points = signalPoints(
      { ...release, minutes: [...release.minutes, minute('2026-11-26T11:00:00.000Z', 5, 5, 1)] },
      'errorRate',
      from,
      to,
      1,
    );
    expect(points).toHaveLength(60);
    expect(points.filter((point) => point.value !== null)).toHaveLength(4);
  });
});

describe('times', () => {
  it('ends the window with the current minute, in whole minutes', () => {
    expect(windowRange('1h', Date.parse('2026-11-26T12:30:20Z'))).toEqual({
      from: '2026-11-26T11:31:00.000Z',
      to: '2026-11-26T12:31:00.000Z',
    });
    expect(windowRange('7d', Date.parse('2026-11-26T12:30:20Z')).from).toBe('2026-11-19T12:31:00.000Z');
  });

  it('says how long in minutes, hours and days', () => {
    expect(formatDuration(45 * 60_000 + 59_000)).toBe('45 min');
    expect(formatDuration(120 * 60_000)).toBe('2 h');
    expect(formatDuration((26 * 60 + 5) * 60_000)).toBe('1 d 2 h');
    expect(formatDuration(-5)).toBe('0 min');
    expect(formatDuration(Date.now() - Date.parse(''))).toBe('–');
  });
});
