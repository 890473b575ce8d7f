import { useMemo } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BooleanInput, NumberInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { NamedReferenceInput } from '../inputs/NamedReferenceInput';
import type { Product } from '../../../../contract/products';
import { TABLE_TYPES } from '../../../../domain/modeling';
import { useStrongCategories } from '../../categories/strongCategories';
import { StrongModelInput } from './StrongModelInput';
import { StrongModelingFound } from './StrongModelingFound';

const STRONG_TYPE_CHOICES = TABLE_TYPES.map((t) => ({ id: t, name: `app.tableTypes.${t}` }));

/** The provider category and, within it, the subcategory, named in the interface language. */
function StrongCategoryInputs() {
  const { categories } = useStrongCategories();
  const categoryId = useWatch({ name: 'strongCategoryId' });
  const { setValue } = useFormContext();
  const subcategories = useMemo(
    () => categories.find((c) => c.id === categoryId)?.subcategories ?? [],
    [categories, categoryId],
  );
  return (
    <>
      <SelectInput
        source="strongCategoryId"
        choices={categories}
        translateChoice={false}
        emptyText="app.products.editor.none"
        onChange={() => setValue('strongSubcategoryId', null, { shouldDirty: true })}
      />
      <SelectInput
        source="strongSubcategoryId"
        choices={subcategories}
        translateChoice={false}
        emptyText="app.products.editor.none"
        disabled={subcategories.length === 0}
      />
    </>
  );
}

/** Optional link to a provider table, found through the provider's brand, category, model and slug. */
export function StrongLinkSection() {
  const translate = useTranslate();
  const record = useRecordContext<Product>();
  const linked = record?.strongBrandId != null || record?.strongCategoryId != null || !!record?.strongSlug;
  return (
    <Accordion
      defaultExpanded={linked}
      sx={{ width: '100%', mt: 2 }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{translate('app.products.editor.strongLink')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'flex', flexDirection: 'column' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.products.editor.strongLinkHelp')}
        </Typography>
        <NamedReferenceInput
          source="strongBrandId"
          reference="strong-brands"
          label="resources.products.fields.strongBrandId"
        />
        <StrongCategoryInputs />
        <SelectInput source="strongType" choices={STRONG_TYPE_CHOICES} emptyText="app.products.editor.none" />
        <StrongModelInput />
        <TextInput source="strongSlug" />
        <NumberInput source="strongSlugWeight" />
        <BooleanInput source="strongLinkActive" />
        <StrongModelingFound />
      </AccordionDetails>
    </Accordion>
  );
}
