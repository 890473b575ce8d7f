/** The demo world a first start shows: provider catalogue and a few stores that differ visibly. */

// Keyed by the storefront languages' ISO 639-1 codes (domain/storefrontLanguages.ts).
type Translations = { pt: string; en: string; es: string; fr: string };

export interface DemoStrongBrand {
  name: string;
  gender: 'm' | 'f' | 'u';
  ageGroup: string;
  shoe: boolean;
  active: boolean;
}

export interface DemoStrongCategory {
  name: string;
  type: 'clothes' | 'shoe';
  translations: Translations;
  subcategories: { name: string; translations: Translations }[];
}

export interface DemoStore {
  tenant: {
    name: string;
    domain: string;
    plan: string;
    status: string;
    type: string;
    operation: string;
    profile: string;
    segment: string;
    country: string;
    currency: string;
    default_size_system: string;
  };
  brands: { name: string; sizeSystem?: string; strong?: string }[];
  /** `strong` names a provider category and optionally one of its subcategories. */
  categories: {
    name: string;
    originalName?: string;
    type?: 'clothes' | 'shoe';
    clothesType?: string;
    strong?: [string, string?];
  }[];
}

const brand = (
  name: string,
  gender: DemoStrongBrand['gender'],
  shoe = false,
  ageGroup = 'adult',
  active = true,
): DemoStrongBrand => ({
  name,
  gender,
  ageGroup,
  shoe,
  active,
});

export const DEMO_STRONG_BRANDS: DemoStrongBrand[] = [
  brand('Nike', 'u', true),
  brand('Adidas', 'u', true),
  brand('Havaianas', 'u', true),
  brand('Arezzo', 'f', true),
  brand('Melissa', 'f', true),
  brand('Reserva', 'm'),
  brand('Farm Rio', 'f'),
  brand('Osklen', 'u'),
  brand('Hering', 'u'),
  brand("Levi's", 'u'),
  brand('Zara', 'u'),
  brand('Tip Top', 'u', false, 'kids', false),
];

const t = (pt: string, en: string, es: string, fr: string): Translations => ({ pt, en, es, fr });

export const DEMO_STRONG_CATEGORIES: DemoStrongCategory[] = [
  {
    name: 'Tops',
    type: 'clothes',
    translations: t('Blusas e camisas', 'Tops', 'Partes de arriba', 'Hauts'),
    subcategories: [
      { name: 'T-shirts', translations: t('Camisetas', 'T-shirts', 'Camisetas', 'T-shirts') },
      { name: 'Shirts', translations: t('Camisas', 'Shirts', 'Camisas', 'Chemises') },
      { name: 'Blouses', translations: t('Blusas', 'Blouses', 'Blusas', 'Blouses') },
    ],
  },
  {
    name: 'Bottoms',
    type: 'clothes',
    translations: t('Partes de baixo', 'Bottoms', 'Partes de abajo', 'Bas'),
    subcategories: [
      { name: 'Jeans', translations: t('Calças jeans', 'Jeans', 'Vaqueros', 'Jeans') },
      { name: 'Shorts', translations: t('Shorts', 'Shorts', 'Pantalones cortos', 'Shorts') },
      { name: 'Skirts', translations: t('Saias', 'Skirts', 'Faldas', 'Jupes') },
    ],
  },
  {
    name: 'Dresses',
    type: 'clothes',
    translations: t('Vestidos', 'Dresses', 'Vestidos', 'Robes'),
    subcategories: [
      {
        name: 'Casual dresses',
        translations: t('Vestidos casuais', 'Casual dresses', 'Vestidos casuales', 'Robes décontractées'),
      },
      {
        name: 'Party dresses',
        translations: t('Vestidos de festa', 'Party dresses', 'Vestidos de fiesta', 'Robes de soirée'),
      },
    ],
  },
  {
    name: 'Swimwear',
    type: 'clothes',
    translations: t('Moda praia', 'Swimwear', 'Trajes de baño', 'Maillots de bain'),
    subcategories: [
      { name: 'Bikinis', translations: t('Biquínis', 'Bikinis', 'Bikinis', 'Bikinis') },
      { name: 'Swim trunks', translations: t('Sungas', 'Swim trunks', 'Bañadores', 'Maillots homme') },
    ],
  },
  {
    name: 'Shoes',
    type: 'shoe',
    translations: t('Calçados', 'Shoes', 'Calzado', 'Chaussures'),
    subcategories: [
      { name: 'Sneakers', translations: t('Tênis', 'Sneakers', 'Zapatillas', 'Baskets') },
      { name: 'Sandals', translations: t('Sandálias', 'Sandals', 'Sandalias', 'Sandales') },
      { name: 'Boots', translations: t('Botas', 'Boots', 'Botas', 'Bottes') },
    ],
  },
];

const brazil = { operation: 'BRAZIL', country: 'BR', currency: 'BRL', default_size_system: 'BR' };

// "Ateliê Carioca" sorts first by name: it is the store the demo store user opens.
export const DEMO_STORES: DemoStore[] = [
  {
    tenant: {
      name: 'Ateliê Carioca',
      domain: 'ateliecarioca.com.br',
      plan: 'M',
      status: 'ACTIVE',
      type: 'HIGH_TOUCH',
      profile: 'MULTIBRAND',
      segment: 'WOMEN_FASHION',
      ...brazil,
    },
    brands: [
      { name: 'Farm Rio', sizeSystem: 'BR', strong: 'Farm Rio' },
      { name: 'Arezzo', sizeSystem: 'BR', strong: 'Arezzo' },
      { name: 'Melissa', sizeSystem: 'BR', strong: 'Melissa' },
      { name: 'Havaianas', strong: 'Havaianas' },
      { name: 'Ateliê Carioca', sizeSystem: 'BR' },
      { name: 'Linho & Cia' },
      { name: 'Ipanema Bordados', sizeSystem: 'BR' },
      { name: 'Rendas do Norte' },
    ],
    categories: [
      { name: 'Vestidos', originalName: 'Vestidos', clothesType: 'full_body', strong: ['Dresses', 'Casual dresses'] },
      {
        name: 'Vestidos de festa',
        originalName: 'Festa',
        clothesType: 'full_body',
        strong: ['Dresses', 'Party dresses'],
      },
      { name: 'Blusas', originalName: 'Blusas & Tops', clothesType: 'top', strong: ['Tops', 'Blouses'] },
      { name: 'Saias', originalName: 'Saias', clothesType: 'bottom', strong: ['Bottoms', 'Skirts'] },
      { name: 'Sandálias', originalName: 'Sandálias', type: 'shoe', strong: ['Shoes', 'Sandals'] },
      { name: 'Acessórios', originalName: 'Bolsas e acessórios' },
      { name: 'Kimonos', originalName: 'Kimonos', clothesType: 'top' },
    ],
  },
  {
    tenant: {
      name: 'Maré Moda Praia',
      domain: 'maremodapraia.com.br',
      plan: 'P',
      status: 'TRIAL',
      type: 'TECH_TOUCH',
      profile: 'OWN',
      segment: 'UNISEX',
      ...brazil,
    },
    brands: [
      { name: 'Maré', sizeSystem: 'BR' },
      { name: 'Maré Kids', sizeSystem: 'BR' },
      { name: 'Havaianas', sizeSystem: 'BR', strong: 'Havaianas' },
      { name: 'Osklen', strong: 'Osklen' },
      { name: 'Água de Coco' },
      { name: 'Salinas Beachwear', sizeSystem: 'BR' },
    ],
    categories: [
      { name: 'Biquínis', originalName: 'Biquínis', clothesType: 'wetsuit_top', strong: ['Swimwear', 'Bikinis'] },
      { name: 'Sungas', originalName: 'Sungas', clothesType: 'wetsuit_bottom', strong: ['Swimwear', 'Swim trunks'] },
      { name: 'Maiôs', originalName: 'Maiôs', clothesType: 'wetsuit_full_body', strong: ['Swimwear'] },
      { name: 'Saídas de praia', originalName: 'Saídas de praia', clothesType: 'full_body' },
      { name: 'Chinelos', originalName: 'Chinelos', type: 'shoe', strong: ['Shoes', 'Sandals'] },
      { name: 'Camisetas UV', originalName: 'Camisetas UV', clothesType: 'top', strong: ['Tops', 'T-shirts'] },
    ],
  },
  {
    tenant: {
      name: 'Nordic Threads',
      domain: 'nordicthreads.eu',
      plan: 'GG',
      status: 'ACTIVE',
      type: 'HIGH_TOUCH',
      operation: 'INTERNATIONAL',
      profile: 'MULTIBRAND',
      segment: 'MEN_FASHION',
      country: 'SE',
      currency: 'EUR',
      default_size_system: 'EU',
    },
    brands: [
      { name: "Levi's", sizeSystem: 'US', strong: "Levi's" },
      { name: 'Adidas', sizeSystem: 'EU', strong: 'Adidas' },
      { name: 'Nike', sizeSystem: 'US', strong: 'Nike' },
      { name: 'Zara', sizeSystem: 'EU', strong: 'Zara' },
      { name: 'Fjord Wool', sizeSystem: 'EU' },
      { name: 'Nordic Threads Basics', sizeSystem: 'EU' },
      { name: 'Oslo Denim', sizeSystem: 'EU' },
      { name: 'Stockholm Tailoring', sizeSystem: 'IT' },
      { name: 'Birch & Pine' },
      { name: 'Helsinki Outdoor', sizeSystem: 'UK' },
    ],
    categories: [
      { name: 'Jeans', originalName: 'Denim', clothesType: 'bottom', strong: ['Bottoms', 'Jeans'] },
      { name: 'Shirts', originalName: 'Shirts', clothesType: 'top', strong: ['Tops', 'Shirts'] },
      { name: 'T-shirts', originalName: 'Tees', clothesType: 'top', strong: ['Tops', 'T-shirts'] },
      { name: 'Knitwear', originalName: 'Knitwear', clothesType: 'top', strong: ['Tops'] },
      { name: 'Sneakers', originalName: 'Sneakers', type: 'shoe', strong: ['Shoes', 'Sneakers'] },
      { name: 'Boots', originalName: 'Boots', type: 'shoe', strong: ['Shoes', 'Boots'] },
      { name: 'Outerwear', originalName: 'Jackets & Coats', clothesType: 'top' },
      { name: 'Chinos', originalName: 'Trousers', clothesType: 'bottom', strong: ['Bottoms'] },
    ],
  },
  {
    tenant: {
      name: 'Vila Sapatos',
      domain: 'vilasapatos.com.br',
      plan: 'NUVEM_SHOP_PRO',
      status: 'IMPLANTATION',
      type: 'TECH_TOUCH',
      profile: 'MARKETPLACE',
      segment: 'ADULT',
      ...brazil,
    },
    brands: [
      { name: 'Arezzo', sizeSystem: 'BR', strong: 'Arezzo' },
      { name: 'Nike', sizeSystem: 'BR', strong: 'Nike' },
      { name: 'Adidas', sizeSystem: 'BR', strong: 'Adidas' },
      { name: 'Melissa', sizeSystem: 'BR', strong: 'Melissa' },
      { name: 'Reserva', sizeSystem: 'BR', strong: 'Reserva' },
      { name: 'Couro da Serra', sizeSystem: 'BR' },
      { name: 'Passo Leve' },
      { name: 'Sapataria Mineira', sizeSystem: 'BR' },
      { name: 'Vila Kids', sizeSystem: 'BR' },
    ],
    categories: [
      { name: 'Tênis', originalName: 'Tênis', type: 'shoe', strong: ['Shoes', 'Sneakers'] },
      { name: 'Sandálias', originalName: 'Sandálias', type: 'shoe', strong: ['Shoes', 'Sandals'] },
      { name: 'Botas', originalName: 'Botas e coturnos', type: 'shoe', strong: ['Shoes', 'Boots'] },
      { name: 'Sapatilhas', originalName: 'Sapatilhas', type: 'shoe', strong: ['Shoes'] },
      { name: 'Mocassins', originalName: 'Mocassins', type: 'shoe' },
      { name: 'Palmilhas', originalName: 'Palmilhas', clothesType: 'shoe_accessory_insole_width' },
    ],
  },
  {
    tenant: {
      name: 'Urban Fit Co.',
      domain: 'urbanfit.co',
      plan: 'CUSTOM',
      status: 'PAUSED',
      type: 'TECH_TOUCH',
      operation: 'INTERNATIONAL',
      profile: 'OWN',
      segment: 'FITNESS_SPORT',
      country: 'US',
      currency: 'USD',
      default_size_system: 'US',
    },
    brands: [
      { name: 'Urban Fit', sizeSystem: 'US' },
      { name: 'Urban Fit Pro', sizeSystem: 'US' },
      { name: 'Nike', sizeSystem: 'US', strong: 'Nike' },
      { name: 'Adidas', sizeSystem: 'US', strong: 'Adidas' },
      { name: 'Hering', strong: 'Hering' },
      { name: 'Peak Motion', sizeSystem: 'US' },
    ],
    categories: [
      { name: 'Leggings', originalName: 'Leggings', clothesType: 'bottom', strong: ['Bottoms'] },
      { name: 'Sports bras', originalName: 'Sports Bras', clothesType: 'underwear_top' },
      { name: 'Training tees', originalName: 'Training Tees', clothesType: 'top', strong: ['Tops', 'T-shirts'] },
      { name: 'Running shorts', originalName: 'Shorts', clothesType: 'bottom', strong: ['Bottoms', 'Shorts'] },
      { name: 'Running shoes', originalName: 'Running Shoes', type: 'shoe', strong: ['Shoes', 'Sneakers'] },
      { name: 'Caps', originalName: 'Headwear', clothesType: 'head_accessory' },
    ],
  },
];
