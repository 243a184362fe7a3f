import { useMemo, useState } from 'react';
import { format } from 'date-fns';
import type { ColumnDef } from '@tanstack/react-table';
import type { FoodReport } from '@console/api-client';
import {
  ConfirmDialog,
  DataTable,
  Loader,
  PageHeader,
  Button,
  IconButton,
  Page,
  RowActions,
  VisuallyHidden,
  type ListViewProps,
} from '@console/ui';

export interface ManageItemsPageProps extends Pick<ListViewProps<FoodReport>, 'loading' | 'sort' | 'onSortChange'> {
  /** Null until the first successful load. */
  reports: FoodReport[] | null;
  onEdit: (report: FoodReport) => void;
  onIgnore: (report: FoodReport) => Promise<void>;
  onRemove: (report: FoodReport) => Promise<void>;
}

type Decision = { kind: 'ignore' | 'remove'; report: FoodReport } | null;

/** Spec §9: dates are displayed as MM/dd/yyyy. */
const formatDate = (iso: string) => format(new Date(iso), 'MM/dd/yyyy');

/** Spec §2 Manage items / Marked For Removal: food items app users reported. */
export function ManageItemsPage({ reports, loading, sort, onSortChange, onEdit, onIgnore, onRemove }: ManageItemsPageProps) {
  const [decision, setDecision] = useState<Decision>(null);

  const columns = useMemo<ColumnDef<FoodReport, unknown>[]>(
    () => [
      { id: 'foodItemName', accessorKey: 'foodItemName', header: 'Item Name', enableSorting: true },
      { id: 'reportCount', accessorKey: 'reportCount', header: '# of Requests', enableSorting: true },
      { id: 'lastReportedAt', accessorFn: (report) => formatDate(report.lastReportedAt), header: 'Latest Request', enableSorting: true },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <RowActions>
            <IconButton icon="pencil" label={`Edit ${row.original.foodItemName}`} onClick={() => onEdit(row.original)} />
            <Button onClick={() => setDecision({ kind: 'ignore', report: row.original })}>Ignore</Button>
            <Button variant="primary" onClick={() => setDecision({ kind: 'remove', report: row.original })}>
              Remove Item
            </Button>
          </RowActions>
        ),
      },
    ],
    [onEdit],
  );

  const close = () => setDecision(null);

  return (
    <Page titleId="manage-items-title">
      <PageHeader title="Marked For Removal" titleId="manage-items-title" />
      {reports ? (
        <DataTable
          label="Marked For Removal"
          columns={columns}
          rows={reports}
          getRowId={(report) => String(report.foodId)}
          emptyText="No Data Found"
          loading={loading}
          sort={sort}
          onSortChange={onSortChange}
        />
      ) : loading ? (
        <Loader />
      ) : null}
      {decision?.kind === 'ignore' ? (
        <ConfirmDialog
          title="Ignore Confirmation"
          message={`Are you sure you want to Ignore the reports of ${decision.report.foodItemName}?`}
          confirmLabel="Yes, ignore!"
          cancelLabel="Cancel"
          onCancel={close}
          onConfirm={() => onIgnore(decision.report).finally(close)}
        />
      ) : null}
      {decision?.kind === 'remove' ? (
        <ConfirmDialog
          title="Remove Item Confirmation"
          message={`Are you sure you want to Remove ${decision.report.foodItemName}?`}
          confirmLabel="Yes, remove item!"
          cancelLabel="Cancel"
          onCancel={close}
          onConfirm={() => onRemove(decision.report).finally(close)}
        />
      ) : null}
    </Page>
  );
}
