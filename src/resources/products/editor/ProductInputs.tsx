import { Box, Typography } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PRODUCT_NAME_MAX_LENGTH } from '../../../../domain/limits';
import { httpUrl, nameValidators, notBlank } from '../../../components/validators';
import { useSizeSystemChoices } from '../../brands/sizeSystems';
import { AGE_GROUP_CHOICES, GENDER_CHOICES, PRODUCT_TYPE_CHOICES, SIZE_TYPE_CHOICES } from '../choices';
import { ModelingInput } from '../inputs/ModelingInput';
import { NamedReferenceInput } from '../inputs/NamedReferenceInput';
import { useModelingChoices } from '../productQueries';
import { SizesInput } from './SizesInput';
import { StrongLinkSection } from './StrongLinkSection';

const validatePermalink = [required(), notBlank, httpUrl];
const validateName = nameValidators(PRODUCT_NAME_MAX_LENGTH);

const Section = ({ title }: { title: string }) => (
  <Typography variant="h6" sx={{ mt: 2, mb: 1 }}>
    {useTranslate()(title)}
  </Typography>
);

/** The image link with the picture it points at, so a broken link shows at once. */
function ImageInput() {
  const translate = useTranslate();
  const url = useWatch({ name: 'imageUrl' });
  const shown = typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? url.trim() : null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', width: '100%' }}>
      <TextInput source="imageUrl" validate={httpUrl} sx={{ flex: 1 }} />
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={translate('app.products.editor.imagePreview')}
          sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
    </Box>
  );
}

/** The size system only means something for shoes. */
function SizeSystemInput() {
  const productType = useWatch({ name: 'productType' });
  const choices = useSizeSystemChoices();
  if (productType !== 'shoe') return null;
  return (
    <SelectInput source="sizeSystem" choices={choices} translateChoice={false} emptyText="app.products.editor.none" />
  );
}

/** Fields of the product editor, shared by create and edit. */
export function ProductInputs() {
  const { data: modelings } = useModelingChoices();
  return (
    <>
      <Section title="app.products.editor.identification" />
      <TextInput source="permalink" validate={validatePermalink} fullWidth />
      <TextInput source="name" validate={validateName} fullWidth />
      <TextInput source="code" />
      <TextInput source="feedProductId" />
      <ImageInput />

      <Section title="app.products.editor.classification" />
      <NamedReferenceInput
        source="brandId"
        reference="brands"
        nameSource="brandName"
        label="resources.products.fields.brandId"
      />
      <NamedReferenceInput
        source="categoryId"
        reference="categories"
        nameSource="categoryName"
        label="resources.products.fields.categoryId"
      />
      <SelectInput source="gender" choices={GENDER_CHOICES} validate={required()} />
      <SelectInput source="ageGroup" choices={AGE_GROUP_CHOICES} validate={required()} />
      <SelectInput source="sizeType" choices={SIZE_TYPE_CHOICES} emptyText="app.products.editor.none" />
      <SelectInput source="productType" choices={PRODUCT_TYPE_CHOICES} validate={required()} />
      <SizeSystemInput />
      <BooleanInput source="pluginActive" />

      <Section title="app.products.editor.sizing" />
      <ModelingInput modelings={modelings} />
      <SizesInput modelings={modelings} />

      <StrongLinkSection />
    </>
  );
}
