import { useEffect, useMemo } from 'react';
import { FormDataConsumer, SelectInput, useInput, useRecordContext, type Identifier } from 'react-admin';
import type { Category } from '../../../contract/categories';
import type { StrongCategory } from '../../../contract/strongCategories';
import { useStrongCategories, type NamedChoice } from './strongCategories';

const SUBCATEGORY = 'strongSubcategoryId';

/** The linked entity, when the loaded list lacks it, so the input still shows a label instead of a blank. */
function withLinked(choices: NamedChoice[], id: Identifier | null | undefined, name: string | null | undefined) {
  if (id == null || choices.some((choice) => choice.id === id)) return choices;
  return [...choices, { id: Number(id), name: name ?? `#${id}` }];
}

interface SubcategoryProps {
  categoryId: Identifier | null | undefined;
  categories: StrongCategory[];
  isPending: boolean;
}

/**
 * Subcategories of the chosen provider category only. A subcategory left over from another category is
 * cleared, since the API refuses a pair that does not belong together.
 */
const StrongSubcategoryInput = ({ categoryId, categories, isPending }: SubcategoryProps) => {
  const record = useRecordContext<Category>();
  const { field } = useInput({ source: SUBCATEGORY });
  const category = categoryId == null ? undefined : categories.find((c) => c.id === categoryId);

  const choices = useMemo(() => {
    const own = category?.subcategories ?? [];
    return categoryId != null && categoryId === record?.strongCategoryId
      ? withLinked(own, record.strongSubcategoryId, record.strongSubcategoryName)
      : own;
  }, [category, categoryId, record]);

  const value = field.value as Identifier | null | undefined;
  // Without the category in the list (still loading, or not found) there is nothing to judge by.
  const stale =
    value != null && (categoryId == null || (!isPending && !!category && !choices.some((c) => c.id === value)));
  const { onChange } = field;
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);

  return (
    <SelectInput
      source={SUBCATEGORY}
      choices={choices}
      translateChoice={false}
      emptyText="app.categories.none"
      disabled={categoryId == null}
      isPending={isPending && categoryId != null}
    />
  );
};

/** Provider category and subcategory pickers, named in the interface language. */
export const StrongCategoryInputs = () => {
  const record = useRecordContext<Category>();
  const { categories, isPending } = useStrongCategories();
  const choices = useMemo(
    () => withLinked(categories, record?.strongCategoryId, record?.strongCategoryName),
    [categories, record],
  );
  return (
    <>
      <SelectInput
        source="strongCategoryId"
        choices={choices}
        translateChoice={false}
        emptyText="app.categories.none"
        isPending={isPending}
      />
      <FormDataConsumer<Category>>
        {({ formData }) => (
          <StrongSubcategoryInput
            categoryId={formData.strongCategoryId}
            categories={categories}
            isPending={isPending}
          />
        )}
      </FormDataConsumer>
    </>
  );
};
