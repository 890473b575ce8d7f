import type { AreaMessages } from './types';

/** Store brands screen: resource labels, bulk dialogs, empty state and save errors. */
export const brandsMessages: AreaMessages = {
  ptBR: {
    resources: {
      brands: {
        name: 'Marca |||| Marcas',
        fields: {
          name: 'Nome',
          sizeSystem: 'Sistema de tamanhos',
          strongBrandId: 'Marca do provedor',
          strongBrandName: 'Marca do provedor',
        },
      },
      'strong-brands': { name: 'Marca do provedor |||| Marcas do provedor' },
    },
    app: {
      brands: {
        empty: 'Nenhuma marca ainda',
        invite: 'Crie a primeira marca da loja.',
        none: 'Nenhum',
        sizeSystemCustom: 'Personalizado',
        nameTaken: 'Já existe uma marca com este nome nesta loja.',
        bulk: {
          setSizeSystem: 'Definir sistema de tamanhos',
          setStrongBrand: 'Vincular marca do provedor',
          title: 'Alterar %{smart_count} marca |||| Alterar %{smart_count} marcas',
          apply: 'Aplicar',
          updated: 'Marca atualizada |||| %{smart_count} marcas atualizadas',
        },
      },
    },
  },
  en: {
    resources: {
      brands: {
        name: 'Brand |||| Brands',
        fields: {
          name: 'Name',
          sizeSystem: 'Size system',
          strongBrandId: 'Provider brand',
          strongBrandName: 'Provider brand',
        },
      },
      'strong-brands': { name: 'Provider brand |||| Provider brands' },
    },
    app: {
      brands: {
        empty: 'No brands yet',
        invite: "Create the store's first brand.",
        none: 'None',
        sizeSystemCustom: 'Custom',
        nameTaken: 'This store already has a brand with this name.',
        bulk: {
          setSizeSystem: 'Set size system',
          setStrongBrand: 'Link provider brand',
          title: 'Change %{smart_count} brand |||| Change %{smart_count} brands',
          apply: 'Apply',
          updated: 'Brand updated |||| %{smart_count} brands updated',
        },
      },
    },
  },
  es: {
    resources: {
      brands: {
        name: 'Marca |||| Marcas',
        fields: {
          name: 'Nombre',
          sizeSystem: 'Sistema de tallas',
          strongBrandId: 'Marca del proveedor',
          strongBrandName: 'Marca del proveedor',
        },
      },
      'strong-brands': { name: 'Marca del proveedor |||| Marcas del proveedor' },
    },
    app: {
      brands: {
        empty: 'Todavía no hay marcas',
        invite: 'Crea la primera marca de la tienda.',
        none: 'Ninguno',
        sizeSystemCustom: 'Personalizado',
        nameTaken: 'Esta tienda ya tiene una marca con este nombre.',
        bulk: {
          setSizeSystem: 'Definir sistema de tallas',
          setStrongBrand: 'Vincular marca del proveedor',
          title: 'Cambiar %{smart_count} marca |||| Cambiar %{smart_count} marcas',
          apply: 'Aplicar',
          updated: 'Marca actualizada |||| %{smart_count} marcas actualizadas',
        },
      },
    },
  },
  fr: {
    resources: {
      brands: {
        name: 'Marque |||| Marques',
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
        empty: 'Aucune marque pour le moment',
        invite: 'Créez la première marque de la boutique.',
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
      },
    },
  },
};
