/**
 * Words that product names of fashion stores are made of, keyed by the store's category name, so
 * that the demo catalogue (and the catalogue benchmark) read like a real store's.
 */

export const PRODUCT_NOUNS: Record<string, string[]> = {
  Vestidos: [
    'Vestido midi',
    'Vestido longo',
    'Vestido curto',
    'Vestido chemise',
    'Vestido envelope',
    'Vestido tubinho',
    'Vestido ciganinha',
  ],
  'Vestidos de festa': [
    'Vestido longo de festa',
    'Vestido de festa midi',
    'Vestido tomara que caia',
    'Vestido de paetê',
    'Vestido de cetim',
  ],
  Blusas: ['Blusa', 'Camisa', 'Cropped', 'Regata', 'Body', 'Bata', 'Camiseta', 'Blusa ombro a ombro'],
  Saias: ['Saia midi', 'Saia longa', 'Saia envelope', 'Saia plissada', 'Minissaia'],
  Sandálias: ['Sandália rasteira', 'Sandália de salto bloco', 'Sandália anabela', 'Mule', 'Tamanco'],
  Acessórios: ['Bolsa tiracolo', 'Cinto', 'Lenço', 'Bolsa de palha', 'Chapéu', 'Faixa de cabelo'],
  Kimonos: ['Kimono', 'Kimono longo', 'Kimono curto'],
  Calças: [
    'Calça jeans',
    'Calça de alfaiataria',
    'Calça chino',
    'Calça cargo',
    'Calça jogger',
    'Bermuda de sarja',
    'Bermuda jeans',
  ],
  Infantil: [
    'Camiseta infantil',
    'Conjunto infantil',
    'Vestido infantil',
    'Pijama infantil',
    'Bermuda infantil',
    'Jardineira infantil',
  ],
  Biquínis: [
    'Biquíni cortininha',
    'Biquíni asa-delta',
    'Biquíni tomara que caia',
    'Top de biquíni',
    'Calcinha de biquíni',
  ],
  Sungas: ['Sunga boxer', 'Sunga slip', 'Bermuda de praia', 'Short de banho'],
  Maiôs: ['Maiô', 'Maiô decote V', 'Maiô frente única', 'Body de praia'],
  'Saídas de praia': ['Saída de praia', 'Kaftan', 'Vestido de praia', 'Pareô'],
  Chinelos: ['Chinelo', 'Chinelo slide', 'Papete'],
  'Camisetas UV': ['Camiseta UV manga longa', 'Camiseta UV manga curta', 'Blusa UV'],
  Tênis: ['Tênis de corrida', 'Tênis casual', 'Tênis slip-on', 'Tênis chunky', 'Tênis de caminhada'],
  Botas: ['Bota cano curto', 'Bota cano alto', 'Coturno', 'Bota chelsea'],
  Sapatilhas: ['Sapatilha', 'Sapatilha bico fino', 'Sapatilha de balé'],
  Mocassins: ['Mocassim', 'Loafer', 'Dockside'],
  Palmilhas: ['Palmilha anatômica', 'Palmilha de gel'],
  Jeans: ['Slim jeans', 'Straight jeans', 'Relaxed jeans', 'Tapered jeans'],
  Shirts: ['Oxford shirt', 'Flannel shirt', 'Linen shirt', 'Overshirt'],
  'T-shirts': ['Crew-neck T-shirt', 'Pocket T-shirt', 'Henley T-shirt'],
  Knitwear: ['Merino sweater', 'Cable-knit sweater', 'Cardigan', 'Turtleneck'],
  Sneakers: ['Running sneakers', 'Leather sneakers', 'Canvas sneakers'],
  Boots: ['Chelsea boots', 'Hiking boots', 'Work boots'],
  Outerwear: ['Parka', 'Wool coat', 'Puffer jacket', 'Rain jacket'],
  Chinos: ['Slim chinos', 'Regular chinos', 'Cargo trousers'],
  Leggings: ['High-rise leggings', 'Seamless leggings', '7/8 leggings'],
  'Sports bras': ['Medium-support sports bra', 'High-support sports bra', 'Racerback bra'],
  'Training tees': ['Training tee', 'Dry-fit tee', 'Muscle tank'],
  'Running shorts': ['Running shorts', '2-in-1 shorts', 'Split shorts'],
  'Running shoes': ['Road running shoes', 'Trail running shoes', 'Racing flats'],
  Caps: ['Running cap', 'Trucker cap', 'Visor'],
};

// Modifiers and colours that do not change with the noun's gender, so every combination reads right.
export const MODIFIERS = {
  pt: {
    clothes: [
      'de linho',
      'de algodão',
      'de viscose',
      'com babado',
      'de tricô',
      'de seda',
      'de crochê',
      'com amarração',
      'de malha',
      'de tule',
      'de poá',
      'com botões',
      'com bordado',
      'de cetim',
      'de veludo',
      'com estampa floral',
      'com listras',
    ],
    shoe: [
      'de couro',
      'de camurça',
      'de lona',
      'com fivela',
      'com tiras',
      'de verniz',
      'com solado tratorado',
      'de tecido',
    ],
  },
  en: {
    clothes: [
      'in organic cotton',
      'in linen',
      'in merino wool',
      'in recycled polyester',
      'in stretch denim',
      'with pockets',
      'in jersey',
    ],
    shoe: ['in leather', 'in suede', 'in canvas', 'with cushioned sole', 'in mesh'],
  },
} as const;

export const COLOURS = {
  pt: [
    'off-white',
    'areia',
    'terracota',
    'caramelo',
    'azul-marinho',
    'verde-oliva',
    'vinho',
    'mostarda',
    'lilás',
    'coral',
    'nude',
    'grafite',
    'marfim',
    'chocolate',
    'rosa-chá',
    'verde-militar',
    'azul-royal',
    'cinza-mescla',
    'bordô',
    'jeans',
  ],
  en: [
    'black',
    'navy',
    'white',
    'olive',
    'sand',
    'charcoal',
    'burgundy',
    'stone',
    'forest green',
    'indigo',
    'camel',
    'grey melange',
  ],
} as const;

export type Language = keyof typeof COLOURS;

/** Nouns for a category: its own list, or a general one of its type for categories the lists lack. */
export function nounsFor(categoryName: string, type: string, language: Language): string[] {
  const own = PRODUCT_NOUNS[categoryName];
  if (own) return own;
  if (language === 'en') return type === 'shoe' ? PRODUCT_NOUNS.Sneakers! : PRODUCT_NOUNS['T-shirts']!;
  return type === 'shoe' ? PRODUCT_NOUNS.Tênis! : PRODUCT_NOUNS.Blusas!;
}

export function productName(noun: string, modifier: string, colour: string, language: Language): string {
  if (language === 'pt') return `${noun} ${modifier} ${colour}`;
  return `${colour[0]!.toUpperCase()}${colour.slice(1)} ${noun[0]!.toLowerCase()}${noun.slice(1)} ${modifier}`;
}

/** The part of a product address made from its name: lower case, no accents, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A small seeded generator: the same store always gets the same catalogue. */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}
