// The audit trail's screens, shared by the administrators' Activity page, a restaurant's detail and the
// owner's History: the list with its filters in the URL, the event's before and after, the CSV export.
export { ActivityView, type ActivityFilterChoice, type ActivityViewProps } from './activity-view';
export { ActivityEventDialog, type ActivityEventDialogProps } from './activity-event-dialog';
export { useActivityView, type ActivityViewOptions } from './use-activity-view';
export { useActivityFilters, type ActivityFilters } from './activity-filters';
export { ACTIVITY_PAGE_SIZE, type ActivityScope } from './activity-scope';
export { roleWords, valueText, whenText } from './activity-words';
