import './manage-items.css';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { format } from 'date-fns';
import type { ColumnDef } from '@tanstack/react-table';
import type { FoodReport } from '@console/api-client';
import {
  ConfirmDialog,
  DataTable,
  Loader,
  PageHeader,
  Button,
  ExportButton,
  IconButton,
  Page,
  RowActions,
  VisuallyHidden,
  RowSelectionScope,
  selectionColumn,
  type ExportButtonProps,
  type ListViewProps,
  type RowSelection,
} from '@console/ui';
import { adminHref } from '../../paths';
import type { ListReferrerState } from '../../shared/list-referrer';
import { FoodReportBulkActions } from './food-report-bulk-actions';

export interface ManageItemsPageProps extends Pick<ListViewProps<FoodReport>, 'loading' | 'failure' | 'sort' | 'onSortChange'> {
  /** Null until the first successful load. */
  reports: FoodReport[] | null;
  /** Given to the restaurant links, so the detail's back arrow returns to this list as it is. */
  referrer: ListReferrerState;
  onEdit: (report: FoodReport) => void;
  onIgnore: (report: FoodReport) => Promise<void>;
  onRemove: (report: FoodReport) => Promise<void>;
  /** Export CSV of every reported item, in the list's order (not shown by the spec). */
  exportCsv: ExportButtonProps;
  /** Items picked for Ignore or Remove on many at once. */
  selection: RowSelection;
  /** Each resolves to whether the decision went through for every selected item. */
  onIgnoreSelected: () => Promise<boolean>;
  onRemoveSelected: () => Promise<boolean>;
}

type Decision = { kind: 'ignore' | 'remove'; report: FoodReport } | null;

/** Spec §9: dates are displayed as MM/dd/yyyy. */
const formatDate = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');

/** Which item of which restaurant a confirmation is about, under its question. */
function Reported({ report }: { report: FoodReport }) {
  return (
    <p>
      Restaurant: <strong>{report.restaurantName}</strong>
    </p>
  );
}

/**
 * Spec §2 Manage items / Marked For Removal: food items app users reported, each with its restaurant.
 * Remove Item looks dangerous beside Ignore (the danger outline); its confirmation's button is the full danger style.
 */
export function ManageItemsPage({
  reports,
  loading,
  failure,
  sort,
  onSortChange,
  referrer,
  onEdit,
  onIgnore,
  onRemove,
  exportCsv,
  selection,
  onIgnoreSelected,
  onRemoveSelected,
}: ManageItemsPageProps) {
  const [decision, setDecision] = useState<Decision>(null);

  const columns = useMemo<ColumnDef<FoodReport, unknown>[]>(
    () => [
      selectionColumn<FoodReport>({
        rowId: (report) => String(report.foodId),
        rowName: (report) => report.foodItemName,
        pageLabel: 'Select all reported items',
      }),
      { id: 'foodItemName', accessorKey: 'foodItemName', header: 'Item Name', enableSorting: true },
      {
        id: 'restaurantName',
        accessorKey: 'restaurantName',
        header: 'Restaurant',
        cell: ({ row }) => (
          <Link className="admin-report-restaurant" to={adminHref.restaurantDetail(row.original.restaurantId)} state={referrer}>
            {row.original.restaurantName}
          </Link>
        ),
      },
      // The most requested first: a moderator looks for the items most people report.
      { id: 'reportCount', accessorKey: 'reportCount', header: '# of Requests', enableSorting: true, sortDescFirst: true },
      { id: 'lastReportedAt', accessorFn: (report) => formatDate(report.lastReportedAt), header: 'Latest Request', enableSorting: true },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <RowActions>
            <IconButton icon="pencil" label={`Edit ${row.original.foodItemName}`} onClick={() => onEdit(row.original)} />
            <Button className="admin-report-action" onClick={() => setDecision({ kind: 'ignore', report: row.original })}>
              Ignore
            </Button>
            <Button
              className="admin-report-action"
              variant="danger-outline"
              onClick={() => setDecision({ kind: 'remove', report: row.original })}
            >
              Remove Item
            </Button>
          </RowActions>
        ),
      },
    ],
    [onEdit, referrer],
  );

  const close = () => setDecision(null);

  return (
    <Page titleId="manage-items-title">
      <PageHeader title="Marked For Removal" titleId="manage-items-title">
        <ExportButton {...exportCsv} />
      </PageHeader>
      <FoodReportBulkActions selection={selection} onIgnore={onIgnoreSelected} onRemove={onRemoveSelected} />
      {reports || failure ? (
        <RowSelectionScope selection={selection}>
          <DataTable
            label="Marked For Removal"
            columns={columns}
            rows={reports ?? []}
            getRowId={(report) => String(report.foodId)}
            emptyText="No Data Found"
            loading={loading}
            failure={failure}
            sort={sort}
            onSortChange={onSortChange}
          />
        </RowSelectionScope>
      ) : loading ? (
        <Loader />
      ) : null}
      {decision?.kind === 'ignore' ? (
        <ConfirmDialog
          title="Ignore Confirmation"
          message={
            <>
              <p>{`Are you sure you want to Ignore the reports of ${decision.report.foodItemName}?`}</p>
              <Reported report={decision.report} />
            </>
          }
          confirmLabel="Yes, ignore!"
          cancelLabel="Cancel"
          onCancel={close}
          onConfirm={() => onIgnore(decision.report).finally(close)}
        />
      ) : null}
      {decision?.kind === 'remove' ? (
        <ConfirmDialog
          title="Remove Item Confirmation"
          message={
            <>
              <p>{`Are you sure you want to Remove ${decision.report.foodItemName}?`}</p>
              <Reported report={decision.report} />
            </>
          }
          confirmLabel="Yes, remove item!"
          cancelLabel="Cancel"
          destructive
          onCancel={close}
          onConfirm={() => onRemove(decision.report).finally(close)}
        />
      ) : null}
    </Page>
  );
}
