import './activity-view.css';
import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ActivityEvent, ActivityEventDetail } from '@console/api-client';
import {
  Button,
  DataTable,
  DateRangeField,
  ExportButton,
  FilterSearch,
  FilterSelect,
  Loader,
  SearchInput,
  type DateRange,
  type ExportButtonProps,
  type FilterSelectOption,
  type ReadFailure,
} from '@console/ui';
import { ActivityEventDialog } from './activity-event-dialog';
import { roleWords, whenText } from './activity-words';

export interface ActivityFilterChoice {
  value: string;
  options: readonly FilterSelectOption[];
  onChange: (value: string) => void;
}

/** A filter among more than a page holds (people, restaurants), searched on the server. */
export interface ActivitySearchChoice {
  value: string;
  /** The chosen value's words, when known. */
  valueLabel?: string;
  search: (text: string) => Promise<FilterSelectOption[]>;
  onChange: (value: string, option: FilterSelectOption | null) => void;
}

export interface ActivityViewProps {
  /** The table's accessible name, e.g. 'Activity' or 'History'. */
  label: string;
  search: string;
  onSearchChange: (text: string) => void;
  /** Who: absent where the viewer may not filter by person (an owner). */
  who?: ActivitySearchChoice;
  what: ActivityFilterChoice;
  /** Restaurant: absent where the view is one restaurant's. */
  restaurant?: ActivitySearchChoice;
  /** Show security events (sign-ins…): absent where the viewer reads none. Off, the view shows changes only. */
  security?: { shown: boolean; onChange: (shown: boolean) => void };
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  /** Null until the first page arrives. */
  events: ActivityEvent[] | null;
  loading: boolean;
  failure?: ReadFailure;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The Restaurant column: left out of one restaurant's history, where every row would repeat it. */
  restaurantColumn: boolean;
  /** The event whose details are open, if any. */
  opened: { event: ActivityEventDetail | null; loading: boolean; failure?: ReadFailure } | null;
  onOpen: (event: ActivityEvent) => void;
  onClose: () => void;
  /** Export CSV: absent where the viewer may not export (an owner). */
  exportCsv?: ExportButtonProps;
}

/**
 * The audit trail as a list: newest first, filtered by who, what, restaurant, days and words, a page
 * at a time ('Load more' keeps the pages shown); a row opens the event's details.
 */
export function ActivityView(props: ActivityViewProps) {
  const { label, events, loading, failure, restaurantColumn, opened, exportCsv } = props;
  const columns = useMemo<ColumnDef<ActivityEvent, unknown>[]>(
    () => [
      {
        id: 'when',
        header: 'When',
        cell: ({ row }) => <time dateTime={row.original.occurredAt}>{whenText(row.original.occurredAt)}</time>,
      },
      {
        id: 'who',
        header: 'Who',
        cell: ({ row }) => (
          <span className="activity-line" title={`${row.original.actor.name} (${roleWords(row.original.actor.role)})`}>
            {row.original.actor.name} <span className="activity-line__detail">{roleWords(row.original.actor.role)}</span>
          </span>
        ),
      },
      {
        id: 'what',
        header: 'What',
        cell: ({ row }) => {
          const detail = whatDetail(row.original);
          return (
            <span className="activity-line" title={[row.original.actionLabel, detail].filter(Boolean).join(': ')}>
              {row.original.actionLabel} {detail ? <span className="activity-line__detail">{detail}</span> : null}
            </span>
          );
        },
      },
      {
        id: 'object',
        header: 'Object',
        cell: ({ row }) => {
          const text = `${row.original.object.type}${row.original.object.label ? `: ${row.original.object.label}` : ''}`;
          return (
            <span className="activity-line" title={text}>
              {text}
            </span>
          );
        },
      },
      ...(restaurantColumn
        ? [
            {
              id: 'restaurant',
              header: 'Restaurant',
              cell: ({ row }) => {
                const text = restaurantText(row.original);
                return (
                  <span className="activity-line" title={text}>
                    {text}
                  </span>
                );
              },
            } as ColumnDef<ActivityEvent, unknown>,
          ]
        : []),
    ],
    [restaurantColumn],
  );

  return (
    <div className="activity">
      <div className="activity__filters" role="search" aria-label={`Filter ${label}`}>
        <SearchInput label={`Search ${label.toLowerCase()}`} value={props.search} onChange={props.onSearchChange} />
        {props.who ? <FilterSearch label="Who" anyLabel="Anyone" noMatchText="No one matches" {...props.who} /> : null}
        <FilterSelect label="What" anyLabel="Everything" {...choice(props.what)} />
        {props.restaurant ? (
          <FilterSearch label="Restaurant" anyLabel="Every restaurant" noMatchText="No restaurant matches" {...props.restaurant} />
        ) : null}
        <DateRangeField label="Date range" value={props.range} onChange={props.onRangeChange} />
        {props.security ? (
          <label className="activity__security">
            <input type="checkbox" checked={props.security.shown} onChange={(event) => props.security?.onChange(event.target.checked)} />{' '}
            Show security events
          </label>
        ) : null}
        {exportCsv ? (
          <span className="activity__export">
            <ExportButton {...exportCsv} />
          </span>
        ) : null}
      </div>
      {events || failure ? (
        <DataTable
          label={label}
          columns={columns}
          rows={events ?? []}
          getRowId={(event) => String(event.eventId)}
          emptyText="No activity found"
          loading={loading}
          failure={failure}
          onRowClick={props.onOpen}
        />
      ) : loading ? (
        <Loader label="Loading activity..." />
      ) : null}
      {props.hasMore && !failure && !loading ? (
        <div className="activity__more">
          <Button onClick={props.onLoadMore} busy={props.loadingMore} busyLabel="Loading...">
            Load more
          </Button>
        </div>
      ) : null}
      {opened ? (
        <ActivityEventDialog event={opened.event} loading={opened.loading} failure={opened.failure} onClose={props.onClose} />
      ) : null}
    </div>
  );
}

const choice = ({ value, options, onChange }: ActivityFilterChoice) => ({ value, options, onChange });

/** A row's second words, after the action's: how many rows a bulk change changed, or which fields. */
const whatDetail = (event: ActivityEvent) =>
  event.affectedCount !== undefined ? `${event.affectedCount.toLocaleString()} affected` : (event.changedFields ?? []).join(', ');

/** The Restaurant column: its name, or how many restaurants an event about many is about (its popup lists them). */
export const restaurantText = (event: ActivityEvent) =>
  event.restaurant?.restaurantName ?? (event.restaurantCount ? `${event.restaurantCount.toLocaleString()} restaurants` : '');
