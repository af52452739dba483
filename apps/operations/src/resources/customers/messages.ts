/** The customers screens' texts, in the console's six languages. */

export const en = {
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      fields: {
        name: 'Name',
        email: 'Email',
        registrationCountry: 'Country',
        createdAt: 'Registered',
        orders: 'Orders',
        preferredLocale: 'Preferred language',
      },
    },
  },
  ops: {
    customers: {
      orders: 'Recent orders',
      qualifications: 'Qualifications',
      organisations: 'Organisations',
      openInvoices: 'Open invoices',
      none: 'None.',
      number: 'Number',
      store: 'Store',
      status: 'Status',
      date: 'Date',
      total: 'Total',
      level: 'Level',
      expiresOn: 'Expires',
      name: 'Name',
      accountNumber: 'Account number',
      roles: 'Roles',
      dueOn: 'Due',
      balance: 'Balance',
    },
  },
};

export const fr: typeof en = {
  resources: {
    customers: {
      name: 'Client |||| Clients',
      fields: {
        name: 'Nom',
        email: 'Courriel',
        registrationCountry: 'Pays',
        createdAt: 'Inscrit le',
        orders: 'Commandes',
        preferredLocale: 'Langue préférée',
      },
    },
  },
  ops: {
    customers: {
      orders: 'Commandes récentes',
      qualifications: 'Qualifications',
      organisations: 'Organisations',
      openInvoices: 'Factures ouvertes',
      none: 'Aucune.',
      number: 'Numéro',
      store: 'Boutique',
      status: 'État',
      date: 'Date',
      total: 'Montant total',
      level: 'Niveau',
      expiresOn: 'Expire le',
      name: 'Nom',
      accountNumber: 'Numéro de compte',
      roles: 'Rôles',
      dueOn: 'Échéance',
      balance: 'Solde',
    },
  },
};

export const nl: typeof en = {
  resources: {
    customers: {
      name: 'Klant |||| Klanten',
      fields: {
        name: 'Naam',
        email: 'E-mail',
        registrationCountry: 'Land',
        createdAt: 'Geregistreerd',
        orders: 'Bestellingen',
        preferredLocale: 'Voorkeurstaal',
      },
    },
  },
  ops: {
    customers: {
      orders: 'Recente bestellingen',
      qualifications: 'Kwalificaties',
      organisations: 'Organisaties',
      openInvoices: 'Openstaande facturen',
      none: 'Geen.',
      number: 'Nummer',
      store: 'Winkel',
      status: 'Staat',
      date: 'Datum',
      total: 'Totaal',
      level: 'Niveau',
      expiresOn: 'Verloopt',
      name: 'Naam',
      accountNumber: 'Klantnummer',
      roles: 'Rollen',
      dueOn: 'Vervalt',
      balance: 'Openstaand',
    },
  },
};

export const es: typeof en = {
  resources: {
    customers: {
      name: 'Cliente |||| Clientes',
      fields: {
        name: 'Nombre',
        email: 'Correo electrónico',
        registrationCountry: 'País',
        createdAt: 'Registrado',
        orders: 'Pedidos',
        preferredLocale: 'Idioma preferido',
      },
    },
  },
  ops: {
    customers: {
      orders: 'Pedidos recientes',
      qualifications: 'Cualificaciones',
      organisations: 'Organizaciones',
      openInvoices: 'Facturas abiertas',
      none: 'Ninguno.',
      number: 'Número',
      store: 'Tienda',
      status: 'Estado',
      date: 'Fecha',
      total: 'Importe total',
      level: 'Nivel',
      expiresOn: 'Caduca',
      name: 'Nombre',
      accountNumber: 'Número de cuenta',
      roles: 'Funciones',
      dueOn: 'Vencimiento',
      balance: 'Pendiente',
    },
  },
};

export const ja: typeof en = {
  resources: {
    customers: {
      name: '顧客 |||| 顧客',
      fields: {
        name: '氏名',
        email: 'メールアドレス',
        registrationCountry: '国',
        createdAt: '登録日',
        orders: '注文数',
        preferredLocale: '希望言語',
      },
    },
  },
  ops: {
    customers: {
      orders: '最近の注文',
      qualifications: '資格',
      organisations: '組織',
      openInvoices: '未払いの請求書',
      none: 'なし。',
      number: '番号',
      store: 'ストア',
      status: '状態',
      date: '日付',
      total: '合計',
      level: 'レベル',
      expiresOn: '有効期限',
      name: '名前',
      accountNumber: 'アカウント番号',
      roles: '役割',
      dueOn: '支払期日',
      balance: '未払残高',
    },
  },
};

export const zh: typeof en = {
  resources: {
    customers: {
      name: '客户 |||| 客户',
      fields: {
        name: '姓名',
        email: '电子邮箱',
        registrationCountry: '国家',
        createdAt: '注册时间',
        orders: '订单数',
        preferredLocale: '首选语言',
      },
    },
  },
  ops: {
    customers: {
      orders: '近期订单',
      qualifications: '资质',
      organisations: '组织',
      openInvoices: '未付发票',
      none: '无。',
      number: '编号',
      store: '商店',
      status: '状态',
      date: '日期',
      total: '总额',
      level: '级别',
      expiresOn: '到期日',
      name: '名称',
      accountNumber: '账号',
      roles: '角色',
      dueOn: '到期日',
      balance: '未付余额',
    },
  },
};
