import type { BrandsTexts } from './ptBR';

export const es: BrandsTexts = {
  resources: {
    brands: {
      name: 'Marca |||| Marcas',
      empty: 'Todavía no hay marcas',
      invite: 'Crea la primera marca de la tienda.',
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
      sync: {
        link: 'Vincular a marcas del proveedor con el mismo nombre',
        linkDone: 'Marcas vinculadas: %{linked}. Sin marca del proveedor con el mismo nombre: %{notFound}.',
        create: 'Crear marcas del proveedor',
        createTitle: 'Crear marcas del proveedor',
        createContent:
          '¿Crear una marca del proveedor con el nombre de la marca seleccionada y vincularla? |||| ¿Crear marcas del proveedor con los nombres de las %{smart_count} marcas seleccionadas y vincularlas?',
        createDone: 'Marcas del proveedor creadas: %{created}. Vinculadas: %{linked}. Omitidas: %{skipped}.',
        createTables: 'Crear tablas del proveedor',
        createTablesTitle: 'Crear tablas del proveedor',
        createTablesContent:
          '¿Crear tablas del proveedor a partir de las tablas de la marca seleccionada? |||| ¿Crear tablas del proveedor a partir de las tablas de las %{smart_count} marcas seleccionadas?',
        createTablesDone: 'Tablas del proveedor creadas: %{created}. Sin marca del proveedor vinculada: %{skipped}.',
      },
    },
  },
};
