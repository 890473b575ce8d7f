import { Create, Edit, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { SaveOnlyToolbar } from '../../../components/SaveOnlyToolbar';
import { useParams } from 'react-router-dom';
import { FormChangesGuarded } from '../../../components/LeaveQuestion';
import { editorRecordQuery, fullRecordQuery } from '../../../providers/fullRecord';
import { ProductInputs } from './ProductInputs';
import { toProductPayload, useProductSaveErrors } from './productSave';

const newProduct = {
  pluginActive: true,
  productType: 'clothes',
  ageGroup: 'adult',
  sizes: [],
  strongLinkActive: false,
};

// Products are deleted from the list (the API's delete is the bulk one), so the form only saves.

const editorPath = (_resource?: string, id?: unknown) => `/product/single/${encodeURIComponent(String(id))}`;

function ProductCreate() {
  const translate = useTranslate();
  const onError = useProductSaveErrors();
  return (
    <Create
      resource="products"
      title={translate('app.products.editor.newTitle')}
      transform={toProductPayload}
      mutationOptions={{ ...fullRecordQuery, onError }}
      redirect={editorPath}
    >
      <SimpleForm defaultValues={newProduct} toolbar={<SaveOnlyToolbar />}>
        <FormChangesGuarded />
        <ProductInputs />
      </SimpleForm>
    </Create>
  );
}

function ProductEdit({ id }: { id: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = useProductSaveErrors();
  return (
    <Edit
      resource="products"
      id={id}
      title={translate('app.pages.product')}
      mutationMode="pessimistic"
      transform={toProductPayload}
      mutationOptions={{ ...fullRecordQuery, onError }}
      // A missing product (or another store's) goes back to the list, which lives at /.
      queryOptions={{
        ...editorRecordQuery,
        onError: (error: Error) => {
          notify(error?.message || 'app.errors.NOT_FOUND', { type: 'error' });
          redirect('/');
        },
      }}
      redirect={false}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <FormChangesGuarded />
        <ProductInputs />
      </SimpleForm>
    </Edit>
  );
}

/** /product/single/new creates; /product/single/:id and /product/:id edit. */
export function ProductEditorPage() {
  const { id } = useParams();
  if (id === undefined || id === 'new') return <ProductCreate />;
  return <ProductEdit key={id} id={id} />;
}
