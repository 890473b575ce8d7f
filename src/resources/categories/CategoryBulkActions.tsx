import { BulkDeleteButton } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import LinkIcon from '@mui/icons-material/Link';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import { BulkChangeButton } from './BulkChangeButton';
import { CategoryTypeInput, SizeTailorInput } from './CategoryInputs';
import { StrongCategoryInputs } from './StrongCategoryInputs';

export const CategoryBulkActions = () => (
  <>
    <BulkChangeButton label="app.categories.bulk.setType" icon={<CategoryIcon />} defaultValues={{ type: 'clothes' }}>
      <CategoryTypeInput />
    </BulkChangeButton>
    <BulkChangeButton
      label="app.categories.bulk.setStrongCategory"
      icon={<LinkIcon />}
      defaultValues={{ strongCategoryId: null, strongSubcategoryId: null }}
    >
      <StrongCategoryInputs />
    </BulkChangeButton>
    <BulkChangeButton label="app.categories.bulk.setSizeTailor" icon={<ContentCutIcon />} defaultValues={{ sizeTailor: true }}>
      <SizeTailorInput />
    </BulkChangeButton>
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
