import type { AGE_GROUPS, GENDERS } from '../../../../domain/enums';
import type { Measure } from '../../../../domain/measures';
import type { CLOTHES_TYPES, SIZE_TYPES, TABLE_TYPES } from '../../../../domain/modeling';

// Keyed by the domain's enums so a new measure or enum value without a label is a compile error.
type Labels<T extends readonly string[]> = Record<T[number], string>;

const measures: Record<Measure, string> = {
  chest: 'Busto/Tórax',
  waist: 'Cintura',
  hip: 'Quadril',
  neck: 'Pescoço',
  weight: 'Peso',
  underBust: 'Abaixo do busto',
  biceps: 'Bíceps',
  headCircumference: 'Circunferência da cabeça',
  sleeve: 'Manga',
  wrist: 'Pulso',
  thigh: 'Coxa',
  insideLeg: 'Entrepernas',
  equivalence: 'Equivalência',
  ageChart: 'Idade',
  label1: 'Etiqueta 1',
  label2: 'Etiqueta 2',
  label3: 'Etiqueta 3',
  length: 'Comprimento',
  height: 'Altura',
  fist: 'Punho',
  centralSeam: 'Costura central',
  shoulderWidth: 'Largura do ombro',
  insoleLength: 'Comprimento da palmilha',
  insoleWidth: 'Largura da palmilha',
  waistUpper: 'Cintura superior',
  waistLower: 'Cintura inferior',
  weightChart: 'Faixa de peso',
  palm: 'Palma da mão',
  fullBodyLength: 'Comprimento total',
  lowerLength: 'Comprimento inferior',
  collar: 'Colarinho',
  calf: 'Panturrilha',
  width: 'Largura',
  circumference: 'Circunferência',
  bar: 'Barra',
};

const genders: Labels<typeof GENDERS> = { m: 'Masculino', f: 'Feminino', u: 'Unissex' };

const ageGroups: Labels<typeof AGE_GROUPS> = {
  adult: 'Adulto',
  infant: 'Bebê',
  kids: 'Infantil',
  newborn: 'Recém-nascido',
  toddler: 'Primeiros passos',
};

const clothesTypes: Labels<typeof CLOTHES_TYPES> = {
  full_body: 'Corpo inteiro',
  top: 'Parte de cima',
  bottom: 'Parte de baixo',
  underwear_full_body: 'Roupa íntima: corpo inteiro',
  underwear_top: 'Roupa íntima: parte de cima',
  underwear_bottom: 'Roupa íntima: parte de baixo',
  wetsuit_full_body: 'Neoprene: corpo inteiro',
  wetsuit_top: 'Neoprene: parte de cima',
  wetsuit_bottom: 'Neoprene: parte de baixo',
  head_accessory: 'Acessório de cabeça',
  hand_wrist_accessory: 'Acessório de pulso',
  hand_palm_accessory: 'Acessório de mão',
  leg_accessory: 'Acessório de perna',
  arm_accessory: 'Acessório de braço',
  shoe_accessory: 'Acessório de calçado',
  shoe_accessory_insole_width: 'Acessório de calçado (largura da palmilha)',
};

const tableTypes: Labels<typeof TABLE_TYPES> = { clothes: 'Roupas e acessórios', shoe: 'Calçados' };

const sizeTypes: Labels<typeof SIZE_TYPES> = {
  regular: 'Regular',
  petite: 'Petite',
  plus_size: 'Plus size',
  big_and_tall: 'Big and tall',
  maternity: 'Gestante',
};

/**
 * Measurement tables: list, measure setup, copy to another store, and the labels of measures, genders,
 * age groups, clothes types, table types and size types that every table screen shows.
 */
export const ptBR = {
  resources: {
    modelings: {
      // Same text as the shell's, which names the resource before this area existed.
      name: 'Tabela de medidas |||| Tabelas de medidas',
      fields: {
        id: 'Código',
        name: 'Nome',
        type: 'Tipo',
        gender: 'Gênero',
        brandId: 'Marca',
        brandName: 'Marca',
        clothesType: 'Tipo de roupa',
        ageGroup: 'Faixa etária',
        sizes: 'Tamanhos',
        static: 'Estática',
        updatedAt: 'Atualizada em',
        sizeType: 'Tipo de tamanho',
        sizeSystem: 'Sistema de tamanhos',
        sizeSystems: 'Sistemas de tamanhos',
        composedMeasure: 'Medida composta',
        composedMeasureOrder: 'Exibição da medida composta',
        accessory: 'Acessório',
        observation: 'Observação',
        measures: 'Medidas',
        variations: 'Variação personalizada',
        rows: 'Tamanhos',
      },
    },
  },
  app: {
    tables: {
      search: 'Buscar pelo nome',
      new: 'Nova tabela',
      newStatic: 'Nova tabela estática',
      empty: 'Nenhuma tabela de medidas ainda',
      invite: 'Crie a primeira tabela de medidas da loja.',
      noSizes: 'Sem tamanhos',
      setup: {
        title: 'Escolha as medidas da tabela',
        staticTitle: 'Escolha as medidas da tabela estática',
        filter: 'Filtrar medidas',
        body: 'Medidas do corpo',
        garment: 'Medidas da peça',
        femaleOnly: 'somente feminino',
        noMatch: 'Nenhuma medida corresponde ao filtro.',
        selected: '%{smart_count} medida selecionada |||| %{smart_count} medidas selecionadas',
        cancel: 'Cancelar',
        next: 'Próximo',
      },
      duplicate: {
        action: 'Copiar para loja',
        title: 'Copiar %{smart_count} tabela para outra loja |||| Copiar %{smart_count} tabelas para outra loja',
        store: 'Loja de destino',
        noStores: 'Nenhuma loja disponível',
        confirm: 'Copiar',
        done: '%{smart_count} tabela copiada para %{store} |||| %{smart_count} tabelas copiadas para %{store}',
      },
    },
    measures,
    genders,
    ageGroups,
    clothesTypes,
    tableTypes,
    sizeTypes,
  },
};

export type ModelingsTexts = typeof ptBR;
