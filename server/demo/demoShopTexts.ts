/** The demo shop's own texts (the fitting room has its own), in the store's language. */
const pt = {
  demo: 'Loja de demonstração',
  stores: 'Lojas de demonstração',
  storesIntro: 'Cada loja de demonstração mostra o seu catálogo com o provador colado como uma loja o colaria.',
  products: 'Produtos',
  cart: 'Carrinho',
  size: 'Tamanho',
  addToCart: 'Adicionar ao carrinho',
  added: 'Adicionado ao carrinho: tamanho {size}.',
  goToCart: 'Ver o carrinho',
  emptyCart: 'O carrinho está vazio.',
  item: 'Produto',
  quantity: 'Quantidade',
  price: 'Preço',
  placeOrder: 'Finalizar pedido',
  confirmation: 'Pedido confirmado',
  thanks: 'Obrigado! Seu pedido {orderId} foi recebido.',
  noOrder: 'Pedido não encontrado neste navegador.',
  notFound: 'Página não encontrada.',
  backToShop: 'Voltar à loja',
  paused: '(serviço pausado)',
  singlePage: 'Loja de página única',
  singlePageLink: 'A mesma loja em uma página só: os produtos abrem sem recarregar a página',
  choose: 'Escolha um produto.',
};

type ShopTexts = typeof pt;

const en: ShopTexts = {
  demo: 'Demo shop',
  stores: 'Demo shops',
  storesIntro: "Each demo shop shows its store's catalogue with the fitting room pasted as a store would paste it.",
  products: 'Products',
  cart: 'Cart',
  size: 'Size',
  addToCart: 'Add to cart',
  added: 'Added to cart: size {size}.',
  goToCart: 'See the cart',
  emptyCart: 'The cart is empty.',
  item: 'Item',
  quantity: 'Quantity',
  price: 'Price',
  placeOrder: 'Place order',
  confirmation: 'Order confirmed',
  thanks: 'Thank you! Your order {orderId} was received.',
  noOrder: 'This order is not known in this browser.',
  notFound: 'Page not found.',
  backToShop: 'Back to the shop',
  paused: '(service paused)',
  singlePage: 'Single-page shop',
  singlePageLink: 'The same shop as a single page: products open without reloading the page',
  choose: 'Choose a product.',
};

const es: ShopTexts = {
  demo: 'Tienda de demostración',
  stores: 'Tiendas de demostración',
  storesIntro: 'Cada tienda de demostración muestra su catálogo con el probador pegado como lo pegaría una tienda.',
  products: 'Productos',
  cart: 'Carrito',
  size: 'Talla',
  addToCart: 'Añadir al carrito',
  added: 'Añadido al carrito: talla {size}.',
  goToCart: 'Ver el carrito',
  emptyCart: 'El carrito está vacío.',
  item: 'Producto',
  quantity: 'Cantidad',
  price: 'Precio',
  placeOrder: 'Realizar pedido',
  confirmation: 'Pedido confirmado',
  thanks: '¡Gracias! Hemos recibido su pedido {orderId}.',
  noOrder: 'Este pedido no se conoce en este navegador.',
  notFound: 'Página no encontrada.',
  backToShop: 'Volver a la tienda',
  paused: '(servicio en pausa)',
  singlePage: 'Tienda de una sola página',
  singlePageLink: 'La misma tienda en una sola página: los productos se abren sin recargar la página',
  choose: 'Elija un producto.',
};

const fr: ShopTexts = {
  demo: 'Boutique de démonstration',
  stores: 'Boutiques de démonstration',
  storesIntro:
    'Chaque boutique de démonstration montre son catalogue avec la cabine collée comme une boutique la collerait.',
  products: 'Produits',
  cart: 'Panier',
  size: 'Taille',
  addToCart: 'Ajouter au panier',
  added: 'Ajouté au panier : taille {size}.',
  goToCart: 'Voir le panier',
  emptyCart: 'Le panier est vide.',
  item: 'Article',
  quantity: 'Quantité',
  price: 'Prix',
  placeOrder: 'Passer la commande',
  confirmation: 'Commande confirmée',
  thanks: 'Merci ! Votre commande {orderId} a bien été reçue.',
  noOrder: 'Cette commande est inconnue de ce navigateur.',
  notFound: 'Page introuvable.',
  backToShop: 'Retour à la boutique',
  paused: '(service en pause)',
  singlePage: 'Boutique sur une seule page',
  singlePageLink: 'La même boutique sur une seule page : les produits s’ouvrent sans recharger la page',
  choose: 'Choisissez un produit.',
};

export const DEMO_SHOP_TEXTS = { pt, en, es, fr } as const;

/** The texts and the `lang` of a store language code (ptBR, ptPT, en, es, fr). */
export function shopTextsOf(language: string): { texts: ShopTexts; lang: string } {
  const base = language.slice(0, 2).toLowerCase() as keyof typeof DEMO_SHOP_TEXTS;
  const texts = DEMO_SHOP_TEXTS[base] ?? pt;
  const lang = language === 'ptBR' ? 'pt-BR' : language === 'ptPT' ? 'pt-PT' : base in DEMO_SHOP_TEXTS ? base : 'pt-BR';
  return { texts, lang };
}
