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
      images: 'Images',
      replaceImages: 'Replace images',
      imageFile:
        'Picture for %{product} (JPEG, PNG, WebP or AVIF, at most 5 MB), shown in place of its covers',
      imagesReplaced: 'The picture is shown in place of the product’s covers.',
      restoreImages: 'Restore covers',
      restoreImagesNote:
        'Show the generated covers of %{product} again, one per format, instead of its uploaded picture.',
      imagesRestored: 'The product’s generated covers are back.',
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
      images: 'Visuels',
      replaceImages: 'Remplacer les images',
      imageFile:
        'Image pour %{product} (JPEG, PNG, WebP ou AVIF, 5 Mo au plus), affichée à la place de ses couvertures',
      imagesReplaced: 'L’image est affichée à la place des couvertures du produit.',
      restoreImages: 'Rétablir les couvertures',
      restoreImagesNote:
        'Afficher de nouveau les couvertures générées de %{product}, une par présentation, au lieu de l’image téléversée.',
      imagesRestored: 'Les couvertures générées du produit sont rétablies.',
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
      images: 'Afbeeldingen',
      replaceImages: 'Afbeeldingen vervangen',
      imageFile:
        'Afbeelding voor %{product} (JPEG, PNG, WebP of AVIF, hoogstens 5 MB), getoond in plaats van de omslagen',
      imagesReplaced: 'De afbeelding wordt getoond in plaats van de omslagen van het product.',
      restoreImages: 'Omslagen herstellen',
      restoreImagesNote:
        'De gegenereerde omslagen van %{product} weer tonen, één per vorm, in plaats van de geüploade afbeelding.',
      imagesRestored: 'De gegenereerde omslagen van het product zijn terug.',
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
      images: 'Imágenes',
      replaceImages: 'Sustituir imágenes',
      imageFile:
        'Imagen para %{product} (JPEG, PNG, WebP o AVIF, 5 MB como máximo), mostrada en lugar de sus portadas',
      imagesReplaced: 'La imagen se muestra en lugar de las portadas del producto.',
      restoreImages: 'Restaurar portadas',
      restoreImagesNote:
        'Volver a mostrar las portadas generadas de %{product}, una por formato, en lugar de la imagen subida.',
      imagesRestored: 'Las portadas generadas del producto han vuelto.',
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
      images: '画像',
      replaceImages: '画像を差し替え',
      imageFile: '%{product} の画像（JPEG、PNG、WebP、AVIF、5 MB まで）。表紙の代わりに表示されます',
      imagesReplaced: '商品の表紙の代わりにこの画像が表示されます。',
      restoreImages: '表紙に戻す',
      restoreImagesNote:
        'アップロードした画像の代わりに、%{product} の生成された表紙（形式ごとに1枚）を再び表示します。',
      imagesRestored: '商品の生成された表紙に戻りました。',
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
      images: '图片',
      replaceImages: '替换图片',
      imageFile: '%{product} 的图片（JPEG、PNG、WebP 或 AVIF，不超过 5 MB），代替其封面显示',
      imagesReplaced: '该图片已代替商品封面显示。',
      restoreImages: '恢复封面',
      restoreImagesNote: '重新显示 %{product} 生成的封面（每种形式一张），不再显示上传的图片。',
      imagesRestored: '商品生成的封面已恢复。',
    },
  },
};
