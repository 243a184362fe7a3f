// A remote's traffic, minute by minute, for the simulated rollouts: each minute the deployment file's
// current share sends views to the canary, each release behaves as its behaviour says (which may depend
// on the share, like a canary that breaks under more traffic), and `summary` answers what GET
// /release-signals/summary would for a window: totals per release over the whole minutes in it.
import { binomial, HEALTHY, seededRandom, select, standardNormalDraws, type ReleaseBehaviour } from './synthetic-signals';

const MINUTE = 60_000;
const { ceil, exp } = Math;

interface MinuteRecord {
  minute: number;
  version: string;
  canary: boolean;
  views: number;
  errorViews: number;
  failedLoads: number;
  inp: Float64Array;
  lcp: Float64Array;
}

/** The p75 (nearest rank) of the values of several minutes. */
function p75(parts: Float64Array[]): number | null {
  const count = parts.reduce((sum, part) => sum + part.length, 0);
  if (!count) return null;
  const all = new Float64Array(count);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return select(all, ceil(0.75 * count) - 1);
}

export class SimulatedTraffic {
  private readonly random: () => number;
  private readonly records: MinuteRecord[] = [];
  readonly asked: Array<{ remote: string; from: Date; to: Date }> = [];

  constructor(
    private readonly remote: string,
    private readonly viewsPerMinute: number,
    seed: number,
  ) {
    this.random = seededRandom(seed);
  }

  private values(count: number, { median, sigma }: { median: number; sigma: number }) {
    const values = standardNormalDraws(this.random, count);
    for (let i = 0; i < count; i++) values[i] = median * exp(sigma * values[i]);
    return values;
  }

  /** The views of the minute starting at `minute`, split by the canary's share at that time. */
  addMinute(
    minute: Date,
    releases: { stable: string; canary?: { version: string; share: number } },
    behaviour: (release: { canary: boolean; share: number }) => ReleaseBehaviour = () => HEALTHY,
  ) {
    const share = releases.canary?.share ?? 0;
    const canaryViews = releases.canary ? binomial(this.random, this.viewsPerMinute, share / 100) : 0;
    const split = [
      { version: releases.stable, canary: false, views: this.viewsPerMinute - canaryViews },
      ...(releases.canary ? [{ version: releases.canary.version, canary: true, views: canaryViews }] : []),
    ];
    for (const { version, canary, views } of split) {
      const b = behaviour({ canary, share });
      this.records.push({
        minute: minute.getTime(),
        version,
        canary,
        views,
        errorViews: binomial(this.random, views, b.errorRate),
        failedLoads: binomial(this.random, views, b.failedLoadRate),
        inp: this.values(binomial(this.random, views, b.vitalsShare), b.inp),
        lcp: this.values(binomial(this.random, views, b.vitalsShare), b.lcp),
      });
    }
  }

  /** The summary's shape for the whole minutes from the one holding `from` up to `to` (not included). */
  summary = async ({ remote, from, to }: { remote: string; from: Date; to: Date }) => {
    this.asked.push({ remote, from, to });
    const start = Math.floor(from.getTime() / MINUTE) * MINUTE;
    const inWindow = this.records.filter((record) => remote === this.remote && record.minute >= start && record.minute < to.getTime());
    const keys = [...new Set(inWindow.map((record) => `${record.canary}|${record.version}`))];
    return {
      remote,
      from: from.toISOString(),
      to: to.toISOString(),
      releases: keys.map((key) => {
        const records = inWindow.filter((record) => `${record.canary}|${record.version}` === key);
        const sum = (pick: (record: MinuteRecord) => number) => records.reduce((total, record) => total + pick(record), 0);
        const views = sum((record) => record.views);
        return {
          version: records[0].version,
          canary: records[0].canary,
          totals: {
            views,
            errorViews: sum((record) => record.errorViews),
            failedLoads: sum((record) => record.failedLoads),
            crashes: 0,
            people: ceil(views / HEALTHY.viewsPerPerson),
            inpP75: p75(records.map((record) => record.inp)),
            inpSamples: sum((record) => record.inp.length),
            lcpP75: p75(records.map((record) => record.lcp)),
            lcpSamples: sum((record) => record.lcp.length),
            clsP75: null,
            clsSamples: 0,
          },
          minutes: [],
        };
      }),
    };
  };
}
