import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Address } from '@console/api-client';
import { ApproximateLocationMark, isApproximate } from '@console/address-search';
import { DataTable, IconButton, RowActions, VisuallyHidden, type ReadFailure } from '@console/ui';

export interface LocationTableProps {
  addresses: Address[];
  loading: boolean;
  /** The last read failed: said in place of the rows. */
  failure?: ReadFailure;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

const formatPhone = (address: Address) =>
  parsePhoneNumberFromString(`${address.phoneCountryCode}${address.phoneNumber}`)?.formatNational() ??
  `${address.phoneCountryCode} ${address.phoneNumber}`;

/**
 * Spec §2: the locations table (street, city, state, ZIP, phone, the location's images, edit and delete);
 * a location coarser than its street is marked Approximate beside the street.
 */
export function LocationTable({ addresses, loading, failure, onEdit, onDelete }: LocationTableProps) {
  const columns = useMemo<ColumnDef<Address, string>[]>(
    () => [
      {
        id: 'streetAddress',
        accessorKey: 'streetAddress',
        header: 'Street Address',
        cell: ({ row }) => (
          <span className="restaurant-locations__street">
            {row.original.streetAddress}
            {isApproximate(row.original.locationPrecision) ? (
              <>
                {' '}
                <ApproximateLocationMark location={row.original} />
              </>
            ) : null}
          </span>
        ),
      },
      { id: 'city', accessorFn: (address) => address.city ?? '', header: 'City' },
      { id: 'state', accessorFn: (address) => address.state ?? '', header: 'State' },
      { id: 'zipCode', accessorFn: (address) => address.zipCode ?? '', header: 'ZIP Code' },
      { id: 'phoneNumber', accessorFn: formatPhone, header: 'Phone Number' },
      {
        id: 'images',
        header: 'Images',
        cell: ({ row }) =>
          row.original.locationSpecificImages.length > 0 ? (
            <ul className="restaurant-locations__thumbnails" aria-label={`Images of ${row.original.streetAddress}`}>
              {row.original.locationSpecificImages.map((image, index) => (
                <li key={image.imageId}>
                  <img
                    src={image.imageFileUrl}
                    alt={`Location image ${index + 1}`}
                    loading="lazy"
                    className="restaurant-locations__thumbnail"
                  />
                </li>
              ))}
            </ul>
          ) : (
            'None'
          ),
      },
      {
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: ({ row }) => (
          <RowActions>
            <IconButton icon="pencil" label={`Edit ${row.original.streetAddress}`} onClick={() => onEdit(row.original)} />
            <IconButton icon="trash" label={`Delete ${row.original.streetAddress}`} onClick={() => onDelete(row.original)} />
          </RowActions>
        ),
      },
    ],
    [onEdit, onDelete],
  );
  return (
    <DataTable
      label="Restaurant Locations"
      columns={columns}
      rows={addresses}
      getRowId={(address) => String(address.addressId)}
      emptyText="No Data Found"
      loading={loading}
      failure={failure}
    />
  );
}
