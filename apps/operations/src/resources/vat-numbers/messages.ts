/** The VAT numbers list's texts, in the console's six languages. */

export const en = {
  resources: {
    'vat-numbers': {
      name: 'VAT number |||| VAT numbers',
      fields: {
        orderNumber: 'Order',
        placedAt: 'Placed',
        siteId: 'Store',
        vatNumber: 'VAT number',
        country: 'Country',
        check: 'Check',
        customer: {
          email: 'Customer email',
        },
      },
    },
  },
  ops: {
    'vat-numbers': {
      checks: {
        valid: 'Valid',
      },
    },
  },
};

export const fr: typeof en = {
  resources: {
    'vat-numbers': {
      name: 'Numéro de TVA |||| Numéros de TVA',
      fields: {
        orderNumber: 'Commande',
        placedAt: 'Passée le',
        siteId: 'Boutique',
        vatNumber: 'Numéro de TVA',
        country: 'Pays',
        check: 'Vérification',
        customer: {
          email: 'Courriel du client',
        },
      },
    },
  },
  ops: {
    'vat-numbers': {
      checks: {
        valid: 'Valide',
      },
    },
  },
};

export const nl: typeof en = {
  resources: {
    'vat-numbers': {
      name: 'Btw-nummer |||| Btw-nummers',
      fields: {
        orderNumber: 'Bestelling',
        placedAt: 'Geplaatst',
        siteId: 'Winkel',
        vatNumber: 'Btw-nummer',
        country: 'Land',
        check: 'Controle',
        customer: {
          email: 'E-mail van de klant',
        },
      },
    },
  },
  ops: {
    'vat-numbers': {
      checks: {
        valid: 'Geldig',
      },
    },
  },
};

export const es: typeof en = {
  resources: {
    'vat-numbers': {
      name: 'NIF-IVA |||| NIF-IVA',
      fields: {
        orderNumber: 'Pedido',
        placedAt: 'Realizado',
        siteId: 'Tienda',
        vatNumber: 'NIF-IVA',
        country: 'País',
        check: 'Comprobación',
        customer: {
          email: 'Correo del cliente',
        },
      },
    },
  },
  ops: {
    'vat-numbers': {
      checks: {
        valid: 'Válido',
      },
    },
  },
};

export const ja: typeof en = {
  resources: {
    'vat-numbers': {
      name: 'VAT番号 |||| VAT番号',
      fields: {
        orderNumber: '注文',
        placedAt: '注文日',
        siteId: 'ストア',
        vatNumber: 'VAT番号',
        country: '国',
        check: '確認',
        customer: {
          email: '顧客のメールアドレス',
        },
      },
    },
  },
  ops: {
    'vat-numbers': {
      checks: {
        valid: '有効',
      },
    },
  },
};

export const zh: typeof en = {
  resources: {
    'vat-numbers': {
      name: '增值税号 |||| 增值税号',
      fields: {
        orderNumber: '订单',
        placedAt: '下单时间',
        siteId: '商店',
        vatNumber: '增值税号',
        country: '国家',
        check: '校验',
        customer: {
          email: '客户电子邮箱',
        },
      },
    },
  },
  ops: {
    'vat-numbers': {
      checks: {
        valid: '有效',
      },
    },
  },
};
