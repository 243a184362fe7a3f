import type { ReactNode } from 'react';

type Renderable<Context> = ((context: Context) => ReactNode) | ReactNode | undefined;

/**
 * A column's cell or header drawn by one component type. tanstack's flexRender mounts a function as a
 * component of its own, so a column list rebuilt on render (a screen's inline onEdit) would remount
 * every cell: the buttons under a pointer or in a test's hand are replaced by new ones. Called here,
 * the function's elements are reconciled in place; hooks in it stay those of this component.
 */
export function TableContent<Context>({ render, context }: { render: Renderable<Context>; context: Context }) {
  return <>{typeof render === 'function' ? (render as (context: Context) => ReactNode)(context) : render}</>;
}
