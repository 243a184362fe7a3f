
export type OrderTypeParameter = typeof OrderTypeParameter[keyof typeof OrderTypeParameter];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OrderTypeParameter = {
  asc: 'asc',
  desc: 'desc',
} as const;
