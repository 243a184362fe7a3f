// The Releases screen's small charts: the one module that imports the charting library (visx), loaded
// with a dynamic import by the page, so no other screen's chunk carries it.
import { useId } from 'react';
import { Group } from '@visx/group';
import { scaleLinear, scaleUtc } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatSignal, SIGNALS, signalPoints, totalOf, type ReleaseSignals, type SignalDefinition, type SignalPoint } from './release-view';

export interface ReleaseChartsProps {
  /** The remote's name, in each chart's accessible name. */
  remote: string;
  stable?: ReleaseSignals;
  canary?: ReleaseSignals;
  from: string;
  to: string;
  binMinutes: number;
}

const WIDTH = 320;
const HEIGHT = 150;
const MARGIN = { top: 10, right: 12, bottom: 22, left: 48 };

/** One small chart per signal, canary beside stable over the same minutes. */
export default function ReleaseCharts(props: ReleaseChartsProps) {
  return (
    <div className="releases-charts">
      {SIGNALS.map((signal) => (
        <SignalChart key={signal.key} signal={signal} {...props} />
      ))}
    </div>
  );
}

const timeFormat = (from: string, to: string) => {
  const long = Date.parse(to) - Date.parse(from) > 24 * 60 * 60_000;
  return new Intl.DateTimeFormat(undefined, long ? { month: 'short', day: 'numeric' } : { hour: '2-digit', minute: '2-digit' });
};

const valueTick = (value: number, unit: SignalDefinition['unit']) => (unit === '%' ? `${+value.toFixed(1)} %` : `${Math.round(value)} ms`);

/** A point drawn as a dot when no neighbour joins it to a line (a lone minute with views). */
const isolated = (points: SignalPoint[], index: number) =>
  points[index].value !== null && points[index - 1]?.value == null && points[index + 1]?.value == null;

/** A lone point: a square for the canary, a dot for stable (told apart by shape too, not by colour alone). */
function Mark({ series, cx, cy }: { series: string; cx: number; cy: number }) {
  return series === 'canary' ? (
    <rect className="releases-mark" x={cx - 3} y={cy - 3} width={6} height={6} />
  ) : (
    <circle className="releases-mark" cx={cx} cy={cy} r={3} />
  );
}

function SignalChart({ signal, remote, stable, canary, from, to, binMinutes }: ReleaseChartsProps & { signal: SignalDefinition }) {
  const id = useId();
  const series = [
    { name: 'stable', points: signalPoints(stable, signal.key, from, to, binMinutes) },
    { name: 'canary', points: signalPoints(canary, signal.key, from, to, binMinutes) },
  ];
  const values = series.flatMap((each) => each.points.map((point) => point.value)).filter((value): value is number => value !== null);
  const x = scaleUtc({ domain: [new Date(from), new Date(to)], range: [MARGIN.left, WIDTH - MARGIN.right] });
  const y = scaleLinear({
    domain: [0, Math.max(signal.unit === '%' ? 1 : 10, ...values)],
    range: [HEIGHT - MARGIN.bottom, MARGIN.top],
    nice: true,
  });
  const times = timeFormat(from, to);
  const stableTotal = formatSignal(totalOf(stable?.totals, signal.key), signal.unit);
  const canaryTotal = formatSignal(totalOf(canary?.totals, signal.key), signal.unit);
  return (
    <figure className="releases-chart">
      <figcaption className="releases-chart__title" id={`${id}-title`}>
        {signal.title}
      </figcaption>
      <svg
        className="releases-chart__drawing"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${signal.title} of ${remote} over time: canary ${canaryTotal}, stable ${stableTotal} over the window`}
      >
        <Group>
          {y.ticks(3).map((tick) => (
            <g key={tick}>
              <line className="releases-chart__grid" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} />
              <text className="releases-chart__tick" x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {valueTick(tick, signal.unit)}
              </text>
            </g>
          ))}
          {[from, to].map((time, index) => (
            <text
              key={time}
              className="releases-chart__tick"
              x={x(new Date(time))}
              y={HEIGHT - 6}
              textAnchor={index === 0 ? 'start' : 'end'}
            >
              {times.format(new Date(time))}
            </text>
          ))}
        </Group>
        {series.map(({ name, points }) => (
          <Group key={name} className={`releases-chart__series releases-chart__series--${name}`} data-series={name}>
            <LinePath<SignalPoint>
              data={points}
              x={(point) => x(point.at) ?? 0}
              y={(point) => y(point.value ?? 0) ?? 0}
              defined={(point) => point.value !== null}
            />
            {points.map((point, index) =>
              isolated(points, index) ? <Mark key={point.at} series={name} cx={x(point.at) ?? 0} cy={y(point.value ?? 0) ?? 0} /> : null,
            )}
          </Group>
        ))}
      </svg>
      <p className="releases-chart__totals">
        <span>Canary {canaryTotal}</span>
        <span>Stable {stableTotal}</span>
      </p>
    </figure>
  );
}
