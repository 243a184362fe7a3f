// No side effect here, so an app takes only the kit's parts it uses: each part brings its style sheets
// (the base one, ui.css, with the parts that use its classes and variables).
export { Loader } from './loader/loader';
export { ErrorFallback, type ErrorFallbackProps } from './error-fallback/error-fallback';
export { ConsoleToaster, type ConsoleToasterProps } from './toasts/console-toaster';
export { TOAST_DURATIONS } from './toasts/toast-durations';
export { PlaceholderPage, type PlaceholderPageProps } from './placeholder-page/placeholder-page';
export { TextField, type TextFieldProps } from './form-fields/text-field';
export { lazyValidation, type LazyValidation } from './form-fields/lazy-validation';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog';
export { useModalFocus, type ModalFocusOptions } from './modal/use-modal-focus';
export { FormDialog, FormDialogActions, type FormDialogProps } from './form-dialog/form-dialog';
export { FormDialogButtons, type FormDialogButtonsProps } from './form-dialog/form-dialog-buttons';
export { showOnField, type FieldErrorHandler } from './form-dialog/show-on-field';
export {
  useEditVersion,
  type EditVersion,
  type VersionConflictAnswer,
  type VersionConflictHandler,
  type VersionedSave,
} from './form-dialog/version-conflict';
export { VersionConflictPanel, type ConflictField, type VersionConflictPanelProps } from './form-dialog/version-conflict-panel';
export { PHONE_MEDIA_QUERY, useMediaQuery } from './media-query/use-media-query';
export { ReadFailureNotice, type ReadFailure, type ReadFailureNoticeProps } from './read-failure/read-failure';
export {
  DialogCloseProvider,
  useUnsavedChanges,
  useUnsavedChangesGuard,
  type FormState,
  type GuardedForm,
  type UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from './form-dialog/use-unsaved-changes-guard';
export { unsavedDrafts, type FormDraft, type OpenerRef } from './form-dialog/unsaved-work';
export { reopenDraft } from './form-dialog/reopen-draft';
export { createLeaveGuardedHistory, type BrowserHistory } from './form-dialog/leave-guarded-history';
export { columnHeaderText, DataTable, type DataTableProps, type TableSort } from './data-table/data-table';
export { ClickableRow, Table, TableFrame, TableMessageRow, type ClickableRowProps } from './data-table/table-parts';
export { SortableHeaderCells, type SortableHeaderCellsProps } from './data-table/sortable-header-cells';
export { TableContent } from './data-table/table-content';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { SearchInput, type SearchInputProps } from './search-input/search-input';
export { useDebouncedValue } from './search-input/use-debounced-value';
export { LOCAL_SEARCH_DELAY_MS, SEARCH_DELAY_MS, useSearchKeywords } from './search-input/use-search-keywords';
export { useListState, type ListStateOptions, type ListViewProps } from './list-state/use-list-state';
export { SelectField, type SelectFieldProps, type SelectOption } from './form-fields/select-field';
export { PhoneField, type PhoneFieldProps } from './form-fields/phone-field';
export { PageHeader, type PageHeaderProps } from './page-header/page-header';
export { FileField, type FileFieldProps } from './form-fields/file-field';
export { Icon, type IconName } from './icon/icon';
export { Button, type ButtonProps, type ButtonVariant } from './button/button';
export { ExportButton, type ExportButtonProps } from './export-button/export-button';
export { IconButton, IconLink, type IconButtonProps, type IconButtonVariant, type IconLinkProps } from './button/icon-button';
export { Page, type PageProps } from './page/page';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { RowActions } from './data-table/row-actions';
export { FieldFrame, useFieldFeedback, type FieldFrameProps } from './form-fields/field-frame';
export { FormError } from './form-fields/form-error';
export { ImageSetField, type ImageSetFieldProps, type StoredImage } from './image-set-field/image-set-field';
export { ImageField, type ImageFieldProps } from './image-set-field/image-field';
export { useUrlSet } from './list-state/use-url-set';
export { FIRST_FEW, useFirstFewFirst } from './list-state/use-first-few-first';
export { TextAreaField, type TextAreaFieldProps } from './form-fields/text-area-field';
export { placeTooltip, tooltipProps } from './tooltip/tooltip-props';
export { StatusBadge, type StatusBadgeProps, type StatusBadgeTone } from './status-badge/status-badge';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './segmented-control/segmented-control';
export { MenuButton, type MenuButtonItem, type MenuButtonProps } from './menu-button/menu-button';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './form-fields/radio-group-field';
export { FilterSelect, type FilterSelectOption, type FilterSelectProps } from './filter-fields/filter-select';
export { FilterSearch, type FilterSearchProps } from './filter-fields/filter-search';
export { DateRangeField, dayOrEmpty, type DateRange, type DateRangeFieldProps } from './filter-fields/date-range-field';
export { ThemeMenu, type ThemeMenuProps } from './theme/theme-menu';
export { useThemePreference } from './theme/use-theme-preference';
export { applyTheme, storedTheme, THEME_ATTRIBUTE, type ThemeChoice, type ThemeOwner } from './theme/theme-preference';
export {
  countOf,
  MAX_SELECTED_IDS,
  useRowSelection,
  type BulkSelection,
  type RowSelection,
  type RowSelectionOptions,
} from './row-selection/use-row-selection';
export {
  RowSelectionScope,
  SelectionCheckbox,
  selectionColumn,
  type SelectionCheckboxProps,
  type SelectionColumnOptions,
} from './row-selection/selection-checkbox';
export { BulkActionBar, type BulkActionBarProps } from './row-selection/bulk-action-bar';
export { BulkConfirmDialog, type BulkConfirmDialogProps } from './row-selection/bulk-confirm-dialog';
