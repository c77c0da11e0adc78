import { defineWorkflow } from '../definition'
import { chain } from '../n8n'
import { code, editFields, googleSheets, ifCondition, sendEmail, webhook } from '../nodes'

/**
 * Retail, e-commerce and the warehouses behind them: confirming orders and watching stock by
 * hand. Figures: 10 h a week of a store associate's time at $18 → $780 a month.
 */

const id = 'retail-order-inventory'

export const retailOrderInventory = defineWorkflow({
  id,
  name: 'Order & Inventory Automation',
  industry: 'Retail',
  description:
    'Every online order is confirmed to the customer and logged in the stock sheet; when an item falls below its reorder point the supplier gets a purchase e-mail, so shelves never run empty.',
  timeSavings: 10,
  costSavings: 780,
  nodes: [
    webhook('New Online Order', 'new-order'),
    editFields('Map Order', {
      orderId: ['string', '={{ $json.body.id }}'],
      customerName: ['string', '={{ $json.body.customer.name }}'],
      customerEmail: ['string', '={{ $json.body.customer.email }}'],
      sku: ['string', '={{ $json.body.items[0].sku }}'],
      quantity: ['number', '={{ $json.body.items[0].quantity }}'],
    }),
    googleSheets('Log Sale', 'Sales', { append: true }),
    sendEmail('Order Confirmation', {
      from: 'orders@example.com',
      to: "={{ $('Map Order').item.json.customerEmail }}",
      subject: "=Order {{ $('Map Order').item.json.orderId }} confirmed",
      text: "=Thank you {{ $('Map Order').item.json.customerName }}! We have your order {{ $('Map Order').item.json.orderId }} and will let you know when it ships.",
    }),
    googleSheets('Look Up Stock', 'Stock', { lookup: { column: 'sku', value: "={{ $('Map Order').item.json.sku }}" } }),
    code('Compute Stock Left', "const left = Number($json.onHand) - Number($('Map Order').item.json.quantity);\nreturn { json: { ...$json, left, reorder: left <= Number($json.reorderPoint) } };"),
    ifCondition('Below Reorder Point?', '={{ $json.reorder }}', { type: 'boolean', operation: 'true', singleValue: true }),
    sendEmail('Reorder from Supplier', {
      from: 'orders@example.com',
      to: '={{ $json.supplierEmail }}',
      subject: '=Purchase order: {{ $json.sku }}',
      text: '=Please send {{ $json.reorderQuantity }} × {{ $json.name }} (SKU {{ $json.sku }}). {{ $json.left }} left in stock.',
    }),
  ],
  edges: [
    ...chain('New Online Order', 'Map Order', 'Log Sale', 'Order Confirmation', 'Look Up Stock', 'Compute Stock Left', 'Below Reorder Point?'),
    { from: 'Below Reorder Point?', to: 'Reorder from Supplier', output: 0 },
  ],
})
