import { BulkDeleteButton } from 'react-admin';
import CategoryIcon from '@mui/icons-material/Category';
import LinkIcon from '@mui/icons-material/Link';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import { BulkChangeButton } from '../../components/BulkChangeButton';
import { CategoryTypeInput, SizeTailorInput } from './CategoryInputs';
import { StrongCategoryInputs } from './StrongCategoryInputs';

const TEXTS = 'app.categories.bulk';

export const CategoryBulkActions = () => (
  <>
    <BulkChangeButton
      texts={TEXTS}
      label="app.categories.bulk.setType"
      icon={<CategoryIcon />}
      defaultValues={{ type: 'clothes' }}
    >
      <CategoryTypeInput />
    </BulkChangeButton>
    <BulkChangeButton
      texts={TEXTS}
      label="app.categories.bulk.setStrongCategory"
      icon={<LinkIcon />}
      defaultValues={{ strongCategoryId: null, strongSubcategoryId: null }}
    >
      <StrongCategoryInputs />
    </BulkChangeButton>
    <BulkChangeButton
      texts={TEXTS}
      label="app.categories.bulk.setSizeTailor"
      icon={<ContentCutIcon />}
      defaultValues={{ sizeTailor: true }}
    >
      <SizeTailorInput />
    </BulkChangeButton>
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);
