import type { ActivityEventDetail } from '@console/api-client';
import { FormDialog, Loader, ReadFailureNotice, type ReadFailure } from '@console/ui';
import { changeSides, roleWords, valueText, whenText } from './activity-words';

export interface ActivityEventDialogProps {
  /** Null while it loads. */
  event: ActivityEventDetail | null;
  loading: boolean;
  failure?: ReadFailure;
  onClose: () => void;
}

/** One event: when, who, what and about which object, and its changed fields before and after. */
export function ActivityEventDialog({ event, loading, failure, onClose }: ActivityEventDialogProps) {
  return (
    <FormDialog title={event?.actionLabel ?? 'Activity'} onClose={onClose}>
      {failure && !loading ? <ReadFailureNotice failure={failure} /> : null}
      {!event && loading ? <Loader label="Loading the event..." /> : null}
      {event ? <EventDetails event={event} /> : null}
    </FormDialog>
  );
}

function EventDetails({ event }: { event: ActivityEventDetail }) {
  const sides = changeSides(event.changes);
  return (
    <div className="activity-event">
      <dl className="activity-event__facts">
        <dt>When</dt>
        <dd>
          <time dateTime={event.occurredAt}>{whenText(event.occurredAt)}</time>
        </dd>
        <dt>Who</dt>
        <dd>
          {event.actor.name} ({roleWords(event.actor.role)})
        </dd>
        <dt>What</dt>
        <dd>{event.actionLabel}</dd>
        <dt>Object</dt>
        <dd>
          {event.object.type}
          {event.object.label ? `: ${event.object.label}` : ''}
          {event.object.id !== null && event.object.id !== undefined ? ` (#${event.object.id})` : ''}
        </dd>
        {event.restaurant ? (
          <>
            <dt>Restaurant</dt>
            <dd>{event.restaurant.restaurantName}</dd>
          </>
        ) : null}
        {event.restaurants?.length ? (
          <>
            <dt>Restaurants</dt>
            <dd>
              {event.restaurantCount && event.restaurants.length < event.restaurantCount ? (
                <p className="activity-event__ids-label">{`The first ${event.restaurants.length.toLocaleString()} of ${event.restaurantCount.toLocaleString()}:`}</p>
              ) : null}
              <ul className="activity-event__restaurants" aria-label="Restaurants">
                {event.restaurants.map((restaurant) => (
                  <li key={restaurant.restaurantId}>{restaurant.restaurantName}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {event.affectedCount !== undefined ? (
          <>
            <dt>Affected</dt>
            <dd>{event.affectedCount.toLocaleString()}</dd>
          </>
        ) : null}
      </dl>
      {event.affectedIds?.length ? (
        <p className="activity-event__ids">
          <span className="activity-event__ids-label">
            {event.affectedIds.length < (event.affectedCount ?? 0)
              ? `Affected ids (the first ${event.affectedIds.length.toLocaleString()}):`
              : 'Affected ids:'}
          </span>{' '}
          {event.affectedIds.join(', ')}
        </p>
      ) : null}
      {event.changes.length > 0 ? (
        <table className="ui-table activity-event__changes" aria-label="Changed fields">
          <thead>
            <tr>
              <th scope="col">Field</th>
              {sides.before ? <th scope="col">Before</th> : null}
              {sides.after ? <th scope="col">After</th> : null}
            </tr>
          </thead>
          <tbody>
            {event.changes.map((change, index) => (
              <tr key={`${change.field}-${index}`}>
                <th scope="row">{change.field}</th>
                {sides.before ? <td>{'before' in change ? valueText(change.before) : ''}</td> : null}
                {sides.after ? <td>{'after' in change ? valueText(change.after) : ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="activity-event__none">No fields changed.</p>
      )}
    </div>
  );
}
