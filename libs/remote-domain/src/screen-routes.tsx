import { createElement, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';

/**
 * A remote's routes from its screens by console map key (a record over `ScreenKeysOf<remote>`, so a
 * screen missing or renamed in the map fails to compile) and the map's paths for them. The path ''
 * is the domain's index route.
 */
export function ScreenRoutes<Key extends string>({
  screens,
  paths,
}: {
  screens: Record<Key, ComponentType>;
  paths: { readonly [K in Key]: string };
}) {
  const keys = Object.keys(screens) as Key[];
  return (
    <Routes>
      {keys.map((key) =>
        paths[key] === '' ? (
          <Route key={key} index element={createElement(screens[key])} />
        ) : (
          <Route key={key} path={paths[key]} element={createElement(screens[key])} />
        ),
      )}
    </Routes>
  );
}
