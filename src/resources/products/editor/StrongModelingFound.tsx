import { useEffect, useState } from 'react';
import { Alert, Link as MuiLink } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCanAccess, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { StrongLink } from '../../../../contract/strongModelings';
import { useApi } from '../../../providers/useApi';
import { strongModelingsApi } from '../../strong-modelings/strongModelingsApi';

const WAIT_MS = 300;
const FIELDS = [
  'strongBrandId',
  'strongCategoryId',
  'strongSubcategoryId',
  'strongType',
  'strongModel',
  'strongSlug',
  'strongSlugWeight',
  'gender',
  'ageGroup',
  'sizeType',
] as const;

/** The link's attributes and the product's own that a save resolves with, as the look-up takes them; empty ones left out. Null without a provider brand. */
function linkQuery(values: unknown[]): StrongLink | null {
  const [brand, category, subcategory, type, model, slug, weight, gender, ageGroup, sizeType] = values;
  if (typeof brand !== 'number') return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    strongBrandId: brand,
    strongCategoryId: typeof category === 'number' ? category : undefined,
    strongSubcategoryId: typeof subcategory === 'number' ? subcategory : undefined,
    strongType: text(type) as StrongLink['strongType'],
    model: text(model),
    slug: text(slug),
    slugWeight: typeof weight === 'number' && Number.isInteger(weight) ? weight : undefined,
    gender: text(gender) as StrongLink['gender'],
    ageGroup: text(ageGroup) as StrongLink['ageGroup'],
    sizeType: text(sizeType) as StrongLink['sizeType'],
  };
}

/** The value after it stayed the same for a moment, so typing a model asks once, not per key. */
export function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), WAIT_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return settled;
}

/** Which provider table the strong link typed resolves to, asked live of the server as the fields change. */
export function StrongModelingFound() {
  const translate = useTranslate();
  // Moderators open the table found; store users only read its name.
  const { canAccess: staff } = useCanAccess({ resource: 'strong-modelings', action: 'edit' });
  const api = useApi(strongModelingsApi);
  const values = useWatch({ name: [...FIELDS] }) as unknown[];
  const link = useSettled(linkQuery(values));
  const { data, error, isFetching } = useQuery({
    queryKey: ['strong-modelings', 'link', link],
    queryFn: ({ signal }) => api.findStrongLink(link!, signal),
    enabled: link !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (link === null) return <Alert severity="info">{translate('app.products.editor.strongLinkNeedsBrand')}</Alert>;
  if (error) return <Alert severity="error">{translate('app.products.editor.strongLinkError')}</Alert>;
  if (!data) return <Alert severity="info">{translate('app.products.editor.strongLinkSearching')}</Alert>;
  if (!data.match)
    return (
      <Alert severity="warning" aria-busy={isFetching}>
        {translate('app.products.editor.strongLinkNotFound')}
      </Alert>
    );
  const { match } = data;
  const name = staff ? (
    <MuiLink component={Link} to={`/strong-table/${match.id}`}>
      {match.name}
    </MuiLink>
  ) : (
    match.name
  );
  return (
    <Alert severity="success" aria-busy={isFetching}>
      {translate('app.products.editor.strongLinkFound')} {name} ({match.sizes.join(', ')})
    </Alert>
  );
}
