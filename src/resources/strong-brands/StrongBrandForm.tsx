import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, required, useRecordContext, useTranslate } from 'react-admin';
import { AGE_GROUP_CHOICES, GENDER_CHOICES } from '../modelings/modelingChoices';
import { STRONG_BRAND_NAME_MAX_LENGTH } from '../../../domain/limits';
import type { StrongBrand, StrongBrandBody, StrongBrandDetails } from '../../../contract/strongBrands';
import { httpUrl, nameValidators } from '../../components/validators';
import { RecordCreate, RecordEdit } from '../../components/RecordFormPages';
import type { FieldErrorRules } from '../../providers/saveErrors';
import { STRONG_BRAND_BODY_FIELDS } from './fields';

const RESOURCE = 'strong-brands';

// Spec section 5: at most 25 characters.
const validateName = nameValidators(STRONG_BRAND_NAME_MAX_LENGTH);

// The API rejects unknown body fields, so the read-only ones (id, the links) must not travel.
const toPayload = (data: Partial<StrongBrand>): StrongBrandBody => ({
  name: (data.name ?? '').trim(),
  logoUrl: data.logoUrl?.trim() || null,
  gender: data.gender ?? 'u',
  ageGroup: data.ageGroup ?? 'adult',
  shoe: data.shoe ?? false,
  active: data.active ?? true,
});

const SAVE_RULES: FieldErrorRules = {
  resource: RESOURCE,
  conflict: ['name', 'app.strongBrands.nameTaken'],
  fields: STRONG_BRAND_BODY_FIELDS,
};

const StrongBrandInputs = () => (
  <>
    <TextInput source="name" validate={validateName} />
    <TextInput source="logoUrl" type="url" validate={httpUrl} />
    <SelectInput source="gender" choices={GENDER_CHOICES} validate={required()} />
    <SelectInput source="ageGroup" choices={AGE_GROUP_CHOICES} validate={required()} />
    <BooleanInput source="shoe" />
    <BooleanInput source="active" />
  </>
);

/** The store brands of every store linked to this provider brand, with how many products link to it. */
const LinkedBrands = () => {
  const record = useRecordContext<StrongBrandDetails>();
  const translate = useTranslate();
  if (!record?.linkedBrands) return null;
  const { linkedBrands, linkedBrandCount, linkedProductCount } = record;
  return (
    <section aria-labelledby="linked-brands-title">
      <Typography id="linked-brands-title" variant="h6" component="h2">
        {translate('app.strongBrands.linkedTitle')}
      </Typography>
      <Typography variant="body2">
        {translate('app.strongBrands.linkedCounts', { smart_count: linkedBrandCount, products: linkedProductCount })}
      </Typography>
      {linkedBrands.length === 0 ? (
        <Typography variant="body2">{translate('app.strongBrands.linkedNone')}</Typography>
      ) : (
        <List dense aria-labelledby="linked-brands-title">
          {linkedBrands.map((brand) => (
            <ListItem key={brand.id} disableGutters>
              <ListItemText
                primary={brand.name}
                secondary={`${translate('app.strongBrands.store')}: ${brand.tenantName}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {linkedBrandCount > linkedBrands.length && (
        <Alert severity="info">{translate('app.strongBrands.linkedMore', { shown: linkedBrands.length })}</Alert>
      )}
    </section>
  );
};

export const StrongBrandEdit = () => (
  <RecordEdit rules={SAVE_RULES} toPayload={toPayload}>
    <StrongBrandInputs />
    <LinkedBrands />
  </RecordEdit>
);

const emptyStrongBrand = { name: '', logoUrl: null, gender: 'u', ageGroup: 'adult', shoe: false, active: true };

export const StrongBrandCreate = () => (
  <RecordCreate rules={SAVE_RULES} toPayload={toPayload} defaultValues={emptyStrongBrand}>
    <StrongBrandInputs />
  </RecordCreate>
);
