import type { BrandsTexts } from './ptBR';

export const fr: BrandsTexts = {
  resources: {
    brands: {
      name: 'Marque |||| Marques',
      empty: 'Aucune marque pour le moment',
      invite: 'Créez la première marque de la boutique.',
      fields: {
        name: 'Nom',
        sizeSystem: 'Système de tailles',
        strongBrandId: 'Marque du fournisseur',
        strongBrandName: 'Marque du fournisseur',
      },
    },
    'strong-brands': { name: 'Marque du fournisseur |||| Marques du fournisseur' },
  },
  app: {
    brands: {
      none: 'Aucun',
      sizeSystemCustom: 'Personnalisé',
      nameTaken: 'Cette boutique a déjà une marque portant ce nom.',
      bulk: {
        setSizeSystem: 'Définir le système de tailles',
        setStrongBrand: 'Lier une marque du fournisseur',
        title: 'Modifier %{smart_count} marque |||| Modifier %{smart_count} marques',
        apply: 'Appliquer',
        updated: 'Marque mise à jour |||| %{smart_count} marques mises à jour',
      },
      sync: {
        link: 'Lier aux marques du fournisseur du même nom',
        linkDone: 'Marques liées : %{linked}. Sans marque du fournisseur du même nom : %{notFound}.',
        create: 'Créer des marques du fournisseur',
        createTitle: 'Créer des marques du fournisseur',
        createContent:
          'Créer une marque du fournisseur au nom de la marque sélectionnée et la lier ? |||| Créer des marques du fournisseur aux noms des %{smart_count} marques sélectionnées et les lier ?',
        createDone: 'Marques du fournisseur créées : %{created}. Liées : %{linked}. Ignorées : %{skipped}.',
        createTables: 'Créer des tableaux du fournisseur',
        createTablesTitle: 'Créer des tableaux du fournisseur',
        createTablesContent:
          'Créer des tableaux du fournisseur à partir des tableaux de la marque sélectionnée ? |||| Créer des tableaux du fournisseur à partir des tableaux des %{smart_count} marques sélectionnées ?',
        createTablesDone: 'Tableaux du fournisseur créés : %{created}. Sans marque du fournisseur liée : %{skipped}.',
      },
    },
  },
};
