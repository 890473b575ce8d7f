// The recipe samples' texts, the four languages in one file, as every area's: the menu label, the empty
// state, the fields' names and the conflict of a taken name.

export const ptBR = {
  resources: {
    'recipe-samples': {
      empty: 'Nenhuma amostra da receita ainda',
      invite: 'Crie a primeira amostra.',
      fields: { name: 'Nome', active: 'Ativa' },
    },
  },
  app: {
    menu: { recipeSamples: 'Amostras da receita' },
    recipeSamples: { nameTaken: 'Já existe uma amostra com este nome.' },
  },
};

export type RecipeSamplesTexts = typeof ptBR;

export const en: RecipeSamplesTexts = {
  resources: {
    'recipe-samples': {
      empty: 'No recipe samples yet',
      invite: 'Create the first sample.',
      fields: { name: 'Name', active: 'Active' },
    },
  },
  app: {
    menu: { recipeSamples: 'Recipe samples' },
    recipeSamples: { nameTaken: 'A sample with this name already exists.' },
  },
};

export const es: RecipeSamplesTexts = {
  resources: {
    'recipe-samples': {
      empty: 'Aún no hay muestras de la receta',
      invite: 'Cree la primera muestra.',
      fields: { name: 'Nombre', active: 'Activa' },
    },
  },
  app: {
    menu: { recipeSamples: 'Muestras de la receta' },
    recipeSamples: { nameTaken: 'Ya existe una muestra con este nombre.' },
  },
};

export const fr: RecipeSamplesTexts = {
  resources: {
    'recipe-samples': {
      empty: "Pas encore d'échantillon de la recette",
      invite: 'Créez le premier échantillon.',
      fields: { name: 'Nom', active: 'Actif' },
    },
  },
  app: {
    menu: { recipeSamples: 'Échantillons de la recette' },
    recipeSamples: { nameTaken: 'Un échantillon de ce nom existe déjà.' },
  },
};
