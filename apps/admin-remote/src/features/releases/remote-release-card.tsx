import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Loader, ReadFailureNotice, StatusBadge, Table, TableFrame, type ReadFailure, type StatusBadgeTone } from '@console/ui';
import {
  formatDuration,
  hasSignalsToCompare,
  releaseCommandsFor,
  releasesToCompare,
  ROLLOUT_STATUS_TEXT,
  SIGNAL_WINDOWS,
  VERDICT_TEXT,
  type ReleaseSignals,
  type RemoteReleases,
  type RolloutStatus,
  type SignalSummary,
  type SignalWindow,
  type VerdictShown,
} from './release-view';
import { RolloutActionButtons } from './rollout-actions';
import type { RolloutActions } from './use-rollout-actions';

// The charting library comes with this chunk only, once a remote has signals to draw.
const ReleaseCharts = lazy(() => import('./release-charts'));

/** A compared remote's signals: the summary once read (kept while the next window loads), or why not. */
export interface RemoteSignals {
  summary?: SignalSummary;
  loading: boolean;
  failure?: ReadFailure;
}

export interface RemoteReleaseCardProps {
  remote: RemoteReleases;
  signals?: RemoteSignals;
  window: SignalWindow;
  now: number;
  /** Approve and abort of its rolling release; without them the screen only shows the commands. */
  actions?: RolloutActions;
}

const STATUS_TONE: Record<RolloutStatus, StatusBadgeTone> = {
  running: 'neutral',
  'waiting-approval': 'warning',
  completed: 'success',
  aborted: 'critical',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : dateTime.format(new Date(iso)));

/** One remote: its releases, its rolling release, the canary beside stable, and the commands that move it on. */
export function RemoteReleaseCard({ remote, signals, window, now, actions }: RemoteReleaseCardProps) {
  const id = useId();
  const { rollout, canary } = remote;
  const commands = releaseCommandsFor(remote);
  return (
    <section className="releases-card" aria-labelledby={`${id}-name`}>
      <h2 className="releases-card__name" id={`${id}-name`}>
        {remote.remote}
      </h2>
      <dl className="releases-facts">
        <Fact term="Stable">{remote.stableVersion}</Fact>
        <Fact term="Canary">{canary ? canary.version : 'None'}</Fact>
        {canary ? <Fact term="Share">{`${canary.share} %`}</Fact> : null}
        {rollout ? (
          <>
            <Fact term="Rollout">
              <StatusBadge tone={STATUS_TONE[rollout.status]}>{ROLLOUT_STATUS_TEXT[rollout.status]}</StatusBadge>{' '}
              <span className="releases-facts__aside">{`of ${rollout.version}`}</span>
            </Fact>
            <Fact term="Stage">{`${rollout.stage + 1} of ${rollout.stages.length}: ${rollout.stages[rollout.stage]} %`}</Fact>
            {rollout.status === 'running' || rollout.status === 'waiting-approval' ? (
              <Fact term="Time in stage">
                {formatDuration(now - Date.parse(rollout.stageStartedAt))}
                <span className="releases-facts__aside">{` (each stage: at least ${rollout.minMinutes} min and ${rollout.minViews} views)`}</span>
              </Fact>
            ) : null}
            <Fact term="Last verdict">{rollout.lastVerdict ? <VerdictText verdict={rollout.lastVerdict} /> : 'None yet'}</Fact>
            {/* The last advance or abort stays in view beside the ticks after it, which may only wait. */}
            {rollout.lastDecision && rollout.lastDecision.at !== rollout.lastVerdict?.at ? (
              <Fact term="Last decision">
                <VerdictText verdict={rollout.lastDecision} />
              </Fact>
            ) : null}
          </>
        ) : null}
      </dl>
      {hasSignalsToCompare(remote) ? <Signals remote={remote} signals={signals} window={window} /> : null}
      {actions ? <RolloutActionButtons remote={remote} actions={actions} /> : null}
      {commands.length ? (
        <div className="releases-commands">
          <h3 className="releases-card__subtitle">Commands</h3>
          <p className="releases-commands__why">
            The same changes from the release tool, where the releases are built (the API keeps the one deployment document: each change is
            made from the version it read, so two at once cannot undo each other).
          </p>
          {commands.map(({ label, command }) => (
            <div key={label} className="releases-command">
              <span className="releases-command__label">{label}</span>
              <pre className="releases-command__text">
                <code>{command}</code>
              </pre>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const timeOf = (iso: string) => clock.format(new Date(iso));

/** A verdict, why, when, and the minutes it judged (the stage's, not the charts' window). */
function VerdictText({ verdict }: { verdict: VerdictShown }) {
  const { judged } = verdict;
  return (
    <>
      <strong>{VERDICT_TEXT[verdict.verdict]}</strong>
      {`: ${verdict.reason} `}
      <span className="releases-facts__aside">
        (<time dateTime={verdict.at}>{when(verdict.at)}</time>
        {judged ? (
          <>
            {'; judged '}
            <time dateTime={judged.from}>{timeOf(judged.from)}</time>–<time dateTime={judged.to}>{timeOf(judged.to)}</time>
            {`, ${formatDuration(Date.parse(judged.to) - Date.parse(judged.from))} of the stage`}
          </>
        ) : null}
        )
      </span>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="releases-facts__item">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Signals({ remote, signals, window }: { remote: RemoteReleases; signals?: RemoteSignals; window: SignalWindow }) {
  const id = useId();
  const summary = signals?.summary;
  const { stable, canary } = summary ? releasesToCompare(remote, summary) : {};
  const windowLabel = SIGNAL_WINDOWS[window].label.toLowerCase();
  const judged = remote.rollout?.lastVerdict?.judged;
  return (
    <div className="releases-signals" aria-labelledby={`${id}-title`} role="group" aria-busy={signals?.loading || undefined}>
      <h3 className="releases-card__subtitle" id={`${id}-title`}>
        Canary beside stable, {windowLabel}
      </h3>
      {judged ? (
        // The charts' window is chosen here; the release tool judges the stage's minutes: both said, so the figures are not taken for the verdict's.
        <p className="releases-signals__judged">
          {`The last verdict judged ${timeOf(judged.from)}–${timeOf(judged.to)} (${formatDuration(Date.parse(judged.to) - Date.parse(judged.from))} of the stage); the charts show the ${windowLabel}.`}
        </p>
      ) : null}
      {signals?.failure ? (
        <ReadFailureNotice failure={signals.failure} />
      ) : !summary ? (
        <Loader label={`Loading the signals of ${remote.remote}...`} />
      ) : !stable?.totals.views && !canary?.totals.views ? (
        <p className="releases-empty">No views of these releases reported in this window.</p>
      ) : (
        <>
          <Legend />
          <Suspense fallback={<Loader label="Loading charts..." />}>
            <ReleaseCharts
              remote={remote.remote}
              stable={stable}
              canary={canary}
              from={summary.from}
              to={summary.to}
              binMinutes={SIGNAL_WINDOWS[window].binMinutes}
            />
          </Suspense>
          <SignalTable remote={remote.remote} rows={[stable, canary]} windowLabel={windowLabel} />
        </>
      )}
    </div>
  );
}

function Legend() {
  return (
    <ul className="releases-legend" aria-label="Lines">
      {(['canary', 'stable'] as const).map((name) => (
        <li key={name} className={`releases-legend__item releases-legend__item--${name}`}>
          <svg aria-hidden="true" width="28" height="8" viewBox="0 0 28 8">
            <line x1="0" x2="28" y1="4" y2="4" />
            {name === 'canary' ? (
              <rect className="releases-mark" x="11" y="1" width="6" height="6" />
            ) : (
              <circle className="releases-mark" cx="14" cy="4" r="3" />
            )}
          </svg>
          {name === 'canary' ? 'Canary (dashed, squares)' : 'Stable (solid, dots)'}
        </li>
      ))}
    </ul>
  );
}

const percentOf = (part: number, views: number) => (views ? `${part} (${((100 * part) / views).toFixed(1)} %)` : String(part));
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/** The window's figures of both releases, exact (the p75s from the API's histograms): what the charts draw, as text. */
function SignalTable({ remote, rows, windowLabel }: { remote: string; rows: Array<ReleaseSignals | undefined>; windowLabel: string }) {
  // The people who had an error view or a failed load, of `People`: the shares the release tool judges on.
  const headers = [
    'Release',
    'Views',
    'People',
    'Error views',
    'Failed loads',
    'Crashes',
    'INP p75',
    'LCP p75',
    'CLS p75',
    'People with an error view',
    'People with a failed load',
  ];
  return (
    // Focusable: on a narrow screen the frame scrolls sideways, and the keyboard must reach what it hides.
    <TableFrame tabIndex={0} role="region" aria-label={`Signals of ${remote}, ${windowLabel}`}>
      <Table className="releases-table">
        <caption className="ui-visually-hidden">{`Signals of ${remote}, ${windowLabel}`}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((release, index) => {
            const name = index === 0 ? 'Stable' : 'Canary';
            if (!release) {
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td colSpan={headers.length - 1}>No views in this window</td>
                </tr>
              );
            }
            const { totals } = release;
            return (
              <tr key={name}>
                <th scope="row">{`${name} ${release.version}`}</th>
                <td>{totals.views}</td>
                <td>{totals.people}</td>
                <td>{percentOf(totals.errorViews, totals.views)}</td>
                <td>{percentOf(totals.failedLoads, totals.views)}</td>
                <td>{totals.crashes}</td>
                <td>{ms(totals.inpP75)}</td>
                <td>{ms(totals.lcpP75)}</td>
                <td>{totals.clsP75 === null ? '–' : totals.clsP75.toFixed(3)}</td>
                <td>{percentOf(totals.errorPeople, totals.people)}</td>
                <td>{percentOf(totals.failedLoadPeople, totals.people)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableFrame>
  );
}
