import type { ReactNode } from 'react';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import type { SpecPaths } from '../registry/types';
import { NotFoundPage } from './not-found';

function ToList({ path }: { path: string }) {
  // Keeps the query, so a list address with filters still lands on the filtered list.
  const { search } = useLocation();
  return <Navigate to={{ pathname: path, search }} replace />;
}

function ToEditor({ path }: { path: (id: string) => string }) {
  const { id = '' } = useParams();
  return <Navigate to={path(id)} replace />;
}

/**
 * Routes for a resource whose screens live on the spec's own paths (products at /, tables at /table).
 * react-admin still answers under the resource's name (/products, /products/12): those addresses lead
 * to the spec's screens, and any other address under the name is not found instead of a blank page.
 */
export function specPathRoutes({ list, edit }: SpecPaths): ReactNode {
  return [
    list && <Route key="list" index element={<ToList path={list} />} />,
    edit && <Route key="edit" path=":id" element={<ToEditor path={edit} />} />,
    <Route key="not-found" path="*" element={<NotFoundPage />} />,
  ];
}
