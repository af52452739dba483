/** The catalogue screen's texts, in the console's six languages. */

export const en = {
  resources: {
    'catalogue/items': {
      name: 'Catalogue item |||| Catalogue',
      fields: {
        siteId: 'Store',
        id: 'Item code',
        productCode: 'Product',
        name: 'Name',
        format: 'Format',
        price: 'Price',
        available: 'Available',
        stock: 'Stock',
      },
    },
  },
  ops: {
    'catalogue-items': {
      change: 'Change',
      available: 'Sold in this store',
      stock: 'Stock',
      yes: 'Yes',
      no: 'No',
      changed: 'The item is changed; the store’s pages follow.',
    },
  },
};

export const fr: typeof en = {
  resources: {
    'catalogue/items': {
      name: 'Article du catalogue |||| Catalogue',
      fields: {
        siteId: 'Boutique',
        id: 'Code article',
        productCode: 'Produit',
        name: 'Nom',
        format: 'Présentation',
        price: 'Prix',
        available: 'Disponible',
        stock: 'Quantité en stock',
      },
    },
  },
  ops: {
    'catalogue-items': {
      change: 'Modifier',
      available: 'Vendu dans cette boutique',
      stock: 'Quantité en stock',
      yes: 'Oui',
      no: 'Non',
      changed: 'L’article est modifié ; les pages de la boutique suivent.',
    },
  },
};

export const nl: typeof en = {
  resources: {
    'catalogue/items': {
      name: 'Catalogusartikel |||| Catalogus',
      fields: {
        siteId: 'Winkel',
        id: 'Artikelcode',
        productCode: 'Productcode',
        name: 'Naam',
        format: 'Vorm',
        price: 'Prijs',
        available: 'Beschikbaar',
        stock: 'Voorraad',
      },
    },
  },
  ops: {
    'catalogue-items': {
      change: 'Wijzigen',
      available: 'Verkocht in deze winkel',
      stock: 'Voorraad',
      yes: 'Ja',
      no: 'Nee',
      changed: 'Het artikel is gewijzigd; de pagina’s van de winkel volgen.',
    },
  },
};

export const es: typeof en = {
  resources: {
    'catalogue/items': {
      name: 'Artículo del catálogo |||| Catálogo',
      fields: {
        siteId: 'Tienda',
        id: 'Código de artículo',
        productCode: 'Producto',
        name: 'Nombre',
        format: 'Formato',
        price: 'Precio',
        available: 'Disponible',
        stock: 'Existencias',
      },
    },
  },
  ops: {
    'catalogue-items': {
      change: 'Cambiar',
      available: 'Se vende en esta tienda',
      stock: 'Existencias',
      yes: 'Sí',
      no: 'No',
      changed: 'El artículo está cambiado; las páginas de la tienda se actualizan.',
    },
  },
};

export const ja: typeof en = {
  resources: {
    'catalogue/items': {
      name: 'カタログ商品 |||| カタログ',
      fields: {
        siteId: 'ストア',
        id: '商品コード',
        productCode: '製品',
        name: '名前',
        format: '形式',
        price: '価格',
        available: '販売中',
        stock: '在庫',
      },
    },
  },
  ops: {
    'catalogue-items': {
      change: '変更',
      available: 'このストアで販売',
      stock: '在庫',
      yes: 'はい',
      no: 'いいえ',
      changed: '商品を変更しました。ストアのページにも反映されます。',
    },
  },
};

export const zh: typeof en = {
  resources: {
    'catalogue/items': {
      name: '目录商品 |||| 目录',
      fields: {
        siteId: '商店',
        id: '商品编码',
        productCode: '产品',
        name: '名称',
        format: '形式',
        price: '价格',
        available: '在售',
        stock: '库存',
      },
    },
  },
  ops: {
    'catalogue-items': {
      change: '更改',
      available: '在此商店销售',
      stock: '库存',
      yes: '是',
      no: '否',
      changed: '商品已更改，商店页面随之更新。',
    },
  },
};
