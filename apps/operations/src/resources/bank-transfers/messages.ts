/** The bank transfer form's texts, in the console's six languages. */

export const en = {
  resources: {
    'bank-transfers': {
      name: 'Bank transfer |||| Bank transfers',
      fields: {
        reference: 'Reference on the transfer',
        receivedOn: 'Received on',
        currency: 'Currency',
        allocations: 'Invoices paid',
      },
    },
  },
  ops: {
    'bank-transfers': {
      invoice: 'Invoice (search by number)',
      amount: 'Amount for this invoice',
    },
  },
};

export const fr: typeof en = {
  resources: {
    'bank-transfers': {
      name: 'Virement bancaire |||| Virements bancaires',
      fields: {
        reference: 'Référence du virement',
        receivedOn: 'Reçu le',
        currency: 'Devise',
        allocations: 'Factures payées',
      },
    },
  },
  ops: {
    'bank-transfers': {
      invoice: 'Facture (recherche par numéro)',
      amount: 'Montant pour cette facture',
    },
  },
};

export const nl: typeof en = {
  resources: {
    'bank-transfers': {
      name: 'Bankoverschrijving |||| Bankoverschrijvingen',
      fields: {
        reference: 'Kenmerk van de overschrijving',
        receivedOn: 'Ontvangen op',
        currency: 'Valuta',
        allocations: 'Betaalde facturen',
      },
    },
  },
  ops: {
    'bank-transfers': {
      invoice: 'Factuur (zoeken op nummer)',
      amount: 'Bedrag voor deze factuur',
    },
  },
};

export const es: typeof en = {
  resources: {
    'bank-transfers': {
      name: 'Transferencia bancaria |||| Transferencias bancarias',
      fields: {
        reference: 'Referencia de la transferencia',
        receivedOn: 'Recibida el',
        currency: 'Moneda',
        allocations: 'Facturas pagadas',
      },
    },
  },
  ops: {
    'bank-transfers': {
      invoice: 'Factura (buscar por número)',
      amount: 'Importe para esta factura',
    },
  },
};

export const ja: typeof en = {
  resources: {
    'bank-transfers': {
      name: '銀行振込 |||| 銀行振込',
      fields: {
        reference: '振込の参照番号',
        receivedOn: '入金日',
        currency: '通貨',
        allocations: '支払われる請求書',
      },
    },
  },
  ops: {
    'bank-transfers': {
      invoice: '請求書（番号で検索）',
      amount: 'この請求書への金額',
    },
  },
};

export const zh: typeof en = {
  resources: {
    'bank-transfers': {
      name: '银行转账 |||| 银行转账',
      fields: {
        reference: '转账附言',
        receivedOn: '到账日期',
        currency: '币种',
        allocations: '所付发票',
      },
    },
  },
  ops: {
    'bank-transfers': {
      invoice: '发票（按编号搜索）',
      amount: '此发票的金额',
    },
  },
};
