import { defineContent, serviceCategorySchema, uniqueList } from './schema';

// The 20 product categories shown on /services and on the home page.
// Buyer fields (moq, leadTime, packing, spec) are filled in only where the company
// can quote them with confidence; the site shows them only where present.
// Keep the wording conservative: no prices, no certifications, no customer names.

/** Decorative category art. It sits next to a visible title, so alt is empty. */
function art(slug: string) {
  return { src: `/images/art/services/${slug}.svg`, alt: '', width: 320, height: 240 };
}

export const services = defineContent('content/services.ts', uniqueList(serviceCategorySchema, 'slug').length(20), [
  {
    slug: 'toys-games',
    title: 'Toys & Games',
    description:
      'Soft toys, wooden toys, sports-themed play sets and board games from Pakistani makers. Independent testing to your market’s safety standard, such as EN 71, can be arranged before shipment.',
    image: art('toys-games'),
    products: [
      {
        id: 'plush-soft-toys',
        name: 'Plush soft toys',
        moq: { quantity: 1_000, unit: 'pieces', note: 'per design' },
        leadTime: '5–7 weeks after sample approval',
        packing: 'Individual polybag with warning label, 50 per export carton',
        spec: 'Polyester plush, PP cotton filling, embroidered eyes, custom designs',
      },
      {
        id: 'wooden-puzzles',
        name: 'Wooden jigsaw and shape puzzles',
        moq: { quantity: 500, unit: 'sets' },
        leadTime: '4–6 weeks after sample approval',
        spec: 'Plywood or MDF, water-based paints, custom print',
      },
      { id: 'wooden-building-blocks', name: 'Wooden building blocks' },
      { id: 'board-games', name: 'Board games (ludo, chess, snakes & ladders)' },
      {
        id: 'carrom-boards',
        name: 'Carrom boards',
        moq: { quantity: 200, unit: 'pieces' },
        packing: 'Shrink-wrapped, 5 per export carton',
      },
      { id: 'kids-footballs', name: 'Children’s footballs and play balls' },
      { id: 'cricket-play-sets', name: 'Junior cricket play sets' },
      { id: 'kites', name: 'Paper and nylon kites' },
    ],
  },
  {
    slug: 'furniture-decor',
    title: 'Furniture & Home Decor',
    description:
      'Solid-wood furniture from the workshops of Gujrat and Chiniot, known for hand carving, along with hand-knotted rugs, cushion covers and decorative pieces. Finishes and sizes made to order.',
    image: art('furniture-decor'),
    products: [
      {
        id: 'carved-wooden-chairs',
        name: 'Hand-carved wooden chairs',
        moq: { quantity: 50, unit: 'pieces' },
        leadTime: '8–10 weeks after sample approval',
        packing: 'Foam and corner protectors, single export carton per piece',
        spec: 'Sheesham (rosewood) or kikar, lacquer or oil finish',
      },
      { id: 'dining-tables', name: 'Solid-wood dining tables' },
      {
        id: 'coffee-side-tables',
        name: 'Coffee and side tables',
        moq: { quantity: 50, unit: 'pieces' },
        spec: 'Sheesham wood, optional brass inlay',
      },
      { id: 'storage-chests', name: 'Carved storage chests' },
      { id: 'wall-mirrors', name: 'Wooden-framed wall mirrors' },
      {
        id: 'hand-knotted-rugs',
        name: 'Hand-knotted rugs',
        moq: { quantity: 20, unit: 'pieces' },
        leadTime: '10–14 weeks, depending on size and knot count',
        spec: 'Wool pile on cotton foundation, custom sizes and colours',
      },
      { id: 'cushion-covers', name: 'Embroidered cushion covers' },
      { id: 'wall-shelves', name: 'Wooden wall shelves' },
      { id: 'decorative-trays', name: 'Decorative wooden trays' },
    ],
  },
  {
    slug: 'textile-apparel',
    title: 'Textile & Apparel',
    description:
      'Home textiles from Faisalabad, Pakistan’s main textile centre, and garments from manufacturers in Lahore and Karachi: bed linen, towels, knitwear and workwear, made to your size charts and labels.',
    image: art('textile-apparel'),
    products: [
      {
        id: 'cotton-t-shirts',
        name: 'Cotton T-shirts',
        moq: { quantity: 500, unit: 'pieces', note: 'per style' },
        leadTime: '4–6 weeks after sample approval',
        packing: 'Individual polybag, 50 per export carton',
        spec: '100% cotton, 160–200 GSM, custom sizes and print',
      },
      {
        id: 'bed-sheet-sets',
        name: 'Bed sheet sets',
        moq: { quantity: 300, unit: 'sets', note: 'per design' },
        leadTime: '5–7 weeks after sample approval',
        spec: 'Cotton percale or sateen, 200–400 thread count',
      },
      {
        id: 'terry-towels',
        name: 'Terry towels',
        moq: { quantity: 1_000, unit: 'pieces' },
        packing: 'Folded, banded in 6s or 12s, export cartons',
        spec: '100% cotton, 400–600 GSM',
      },
      { id: 'hoodies-sweatshirts', name: 'Hoodies and sweatshirts' },
      { id: 'denim-jeans', name: 'Denim jeans' },
      { id: 'workwear-coveralls', name: 'Workwear and coveralls' },
      { id: 'kitchen-linen', name: 'Kitchen towels and aprons' },
      { id: 'cotton-socks', name: 'Cotton socks' },
      { id: 'greige-fabric', name: 'Greige and dyed cotton fabric' },
    ],
  },
  {
    slug: 'it-office',
    title: 'IT & Office Equipment',
    description:
      'New office hardware, networking items and consumables sourced to order through established distributors, consolidated with your other goods so that one shipment covers the whole office.',
    image: art('it-office'),
    products: [
      { id: 'laptops-desktops', name: 'Laptops and desktop computers' },
      { id: 'monitors', name: 'LED monitors' },
      { id: 'keyboards-mice', name: 'Keyboards and mice' },
      { id: 'network-cables', name: 'Network cables and patch cords' },
      { id: 'printer-toner', name: 'Printer toner and ink cartridges' },
      {
        id: 'ups-units',
        name: 'UPS units',
        leadTime: '2–4 weeks from order confirmation',
      },
      {
        id: 'office-chairs',
        name: 'Office chairs',
        moq: { quantity: 50, unit: 'pieces' },
        packing: 'Knocked down, 1 per export carton',
      },
      { id: 'filing-cabinets', name: 'Steel filing cabinets' },
    ],
  },
  {
    slug: 'automotive',
    title: 'Automotive Parts & Accessories',
    description:
      'Aftermarket parts and accessories for cars and motorcycles from Pakistan’s auto-parts vendors in Lahore and Karachi, matched to your part numbers or samples before production starts.',
    image: art('automotive'),
    products: [
      {
        id: 'brake-pads-shoes',
        name: 'Brake pads and brake shoes',
        moq: { quantity: 500, unit: 'sets', note: 'per part number' },
        leadTime: '4–6 weeks after sample approval',
      },
      {
        id: 'car-seat-covers',
        name: 'Car seat covers',
        moq: { quantity: 200, unit: 'sets' },
        packing: 'Polybag with insert card, 10 sets per export carton',
        spec: 'PU leather or fabric, made to vehicle model',
      },
      { id: 'floor-mats', name: 'Rubber and PVC floor mats' },
      { id: 'steering-wheel-covers', name: 'Leather steering-wheel covers' },
      { id: 'motorcycle-parts', name: 'Motorcycle spare parts' },
      { id: 'rubber-parts', name: 'Rubber bushes, seals and gaskets' },
      {
        id: 'car-care-cloths',
        name: 'Car-care and polishing cloths',
        moq: { quantity: 2_000, unit: 'pieces' },
        spec: 'Microfibre, 300–400 GSM, 40 × 40 cm',
      },
      { id: 'filters', name: 'Oil and air filters' },
    ],
  },
  {
    slug: 'plastic-packaging',
    title: 'Plastics & Packaging',
    description:
      'Export cartons, poly bags, woven polypropylene sacks and household plastics, printed with your branding. Useful on its own or as packaging for the other goods we ship for you.',
    image: art('plastic-packaging'),
    products: [
      {
        id: 'corrugated-cartons',
        name: 'Corrugated export cartons',
        moq: { quantity: 2_000, unit: 'pieces' },
        leadTime: '2–3 weeks after artwork approval',
        spec: '3-ply or 5-ply, custom sizes, 1–4 colour print',
      },
      {
        id: 'pp-woven-sacks',
        name: 'Polypropylene woven sacks',
        moq: { quantity: 10_000, unit: 'pieces' },
        packing: 'Baled, 500 or 1,000 per bale',
        spec: 'Laminated or unlaminated, 25–50 kg capacity',
      },
      {
        id: 'poly-mailer-bags',
        name: 'Poly mailer and garment bags',
        moq: { quantity: 10_000, unit: 'pieces' },
        spec: 'LDPE, 40–80 micron, self-seal strip',
      },
      { id: 'stretch-film', name: 'Stretch and shrink film' },
      { id: 'plastic-storage-boxes', name: 'Household plastic storage boxes' },
      { id: 'pet-jars-bottles', name: 'PET jars and bottles' },
      { id: 'disposable-food-containers', name: 'Disposable food containers' },
      { id: 'packing-tape', name: 'Printed packing tape' },
    ],
  },
  {
    slug: 'electronics',
    title: 'Electronics',
    description:
      'Ceiling, pedestal and exhaust fans from the Gujrat–Gujranwala fan industry, plus LED lighting and electrical accessories. Voltage, plug type and branding set for your market.',
    image: art('electronics'),
    products: [
      {
        id: 'ceiling-fans',
        name: 'Ceiling fans',
        moq: { quantity: 200, unit: 'pieces' },
        leadTime: '4–6 weeks after sample approval',
        packing: 'Individual box, 4 per export carton',
        spec: '220–240 V, 50 Hz, 48–56 inch sweep',
      },
      {
        id: 'pedestal-fans',
        name: 'Pedestal and bracket fans',
        moq: { quantity: 200, unit: 'pieces' },
        leadTime: '4–6 weeks after sample approval',
      },
      { id: 'exhaust-fans', name: 'Exhaust fans' },
      {
        id: 'led-bulbs',
        name: 'LED bulbs and tube lights',
        moq: { quantity: 2_000, unit: 'pieces' },
        spec: '5–40 W, E27 / B22 base, cool or warm white',
      },
      { id: 'extension-boards', name: 'Extension boards and sockets' },
      { id: 'switches-sockets', name: 'Wall switches and sockets' },
      { id: 'rechargeable-lights', name: 'Rechargeable emergency lights' },
      { id: 'electric-irons', name: 'Electric irons' },
    ],
  },
  {
    slug: 'health-beauty',
    title: 'Health & Beauty',
    description:
      'Beauty and personal-care instruments from Sialkot, a long-established centre for surgical and beauty tools, together with Himalayan salt bath products and herbal hair and skin care.',
    image: art('health-beauty'),
    products: [
      {
        id: 'manicure-pedicure-kits',
        name: 'Manicure and pedicure kits',
        moq: { quantity: 500, unit: 'kits' },
        leadTime: '4–6 weeks after sample approval',
        packing: 'Zipped case, individual box, 50 per export carton',
        spec: 'Stainless steel tools, leather or PU case, custom logo',
      },
      {
        id: 'tweezers',
        name: 'Eyebrow tweezers',
        moq: { quantity: 1_000, unit: 'pieces' },
        spec: 'Stainless steel, slanted, pointed or flat tips',
      },
      { id: 'hair-scissors', name: 'Hairdressing scissors' },
      { id: 'cuticle-nippers', name: 'Cuticle nippers' },
      {
        id: 'himalayan-bath-salt',
        name: 'Himalayan pink bath salt',
        moq: { quantity: 1_000, unit: 'kg' },
        packing: '25 kg bags or retail pouches',
      },
      { id: 'herbal-hair-oil', name: 'Herbal hair oils' },
      { id: 'henna-powder', name: 'Henna powder' },
      { id: 'surgical-instruments', name: 'Basic surgical instruments' },
    ],
  },
  {
    slug: 'leather-sports',
    title: 'Leather & Sports Goods',
    description:
      'Footballs, gloves, cricket gear and leather goods from Sialkot, a city known worldwide for stitched footballs and sporting goods. Made to your design, logo and size range.',
    image: art('leather-sports'),
    products: [
      {
        id: 'match-footballs',
        name: 'Match and training footballs',
        moq: { quantity: 500, unit: 'pieces' },
        leadTime: '4–6 weeks after sample approval',
        packing: 'Deflated, individual polybag, 50 per export carton',
        spec: 'Hand-stitched or thermo-bonded, PU cover, size 3–5',
      },
      {
        id: 'goalkeeper-gloves',
        name: 'Goalkeeper gloves',
        moq: { quantity: 300, unit: 'pairs' },
        spec: 'Latex palm, custom cut and branding',
      },
      {
        id: 'boxing-gloves',
        name: 'Boxing and MMA gloves',
        moq: { quantity: 300, unit: 'pairs' },
        leadTime: '5–7 weeks after sample approval',
        spec: 'Cowhide leather or PU, 8–16 oz',
      },
      { id: 'cricket-bats', name: 'Cricket bats' },
      { id: 'cricket-balls', name: 'Leather cricket balls' },
      { id: 'hockey-sticks', name: 'Field hockey sticks' },
      { id: 'leather-jackets', name: 'Leather jackets' },
      { id: 'sports-uniforms', name: 'Sublimated sports uniforms' },
      { id: 'leather-belts', name: 'Leather belts' },
    ],
  },
  {
    slug: 'handicrafts',
    title: 'Handicrafts',
    description:
      'Hand-made crafts from the regions that are known for them: blue pottery and camel-skin lamps from Multan, ajrak and lacquer work from Hala, and onyx and hand embroidery from across Pakistan.',
    image: art('handicrafts'),
    products: [
      {
        id: 'blue-pottery',
        name: 'Multani blue pottery',
        moq: { quantity: 100, unit: 'pieces', note: 'per design' },
        leadTime: '6–8 weeks after sample approval',
        packing: 'Individually bubble-wrapped, double-walled export cartons',
      },
      { id: 'camel-skin-lamps', name: 'Camel-skin lamps' },
      {
        id: 'ajrak-textiles',
        name: 'Ajrak block-printed shawls and fabric',
        moq: { quantity: 100, unit: 'pieces' },
        spec: 'Cotton, hand block-printed, natural dyes',
      },
      { id: 'lacquer-woodwork', name: 'Lacquered woodwork' },
      { id: 'onyx-vases-bowls', name: 'Onyx vases and bowls' },
      { id: 'hand-embroidered-textiles', name: 'Hand-embroidered textiles' },
      { id: 'brass-decor', name: 'Engraved brass decor' },
      { id: 'khussa-shoes', name: 'Embroidered khussa shoes' },
    ],
  },
  {
    slug: 'renewable-energy',
    title: 'Renewable Energy',
    description:
      'Solar panels, inverters and batteries sourced from established manufacturers, with locally fabricated galvanised mounting structures and cabling to complete a system for one shipment.',
    image: art('renewable-energy'),
    products: [
      {
        id: 'solar-panels',
        name: 'Monocrystalline solar panels',
        moq: { quantity: 1, unit: 'containers-20ft' },
        leadTime: '3–5 weeks from order confirmation',
        packing: 'Palletised, manufacturer’s packing',
      },
      { id: 'hybrid-inverters', name: 'Hybrid solar inverters' },
      { id: 'lithium-batteries', name: 'Lithium solar batteries' },
      {
        id: 'mounting-structures',
        name: 'Solar mounting structures',
        moq: { quantity: 50, unit: 'kilowatts', note: 'worth of structure' },
        spec: 'Hot-dip galvanised steel, made to roof or ground layout',
      },
      { id: 'solar-dc-cable', name: 'Solar DC cable and connectors' },
      { id: 'solar-street-lights', name: 'Solar street lights' },
      { id: 'solar-water-pumps', name: 'Solar water pumps' },
    ],
  },
  {
    slug: 'kitchenware',
    title: 'Kitchenware',
    description:
      'Cutlery and knives from Wazirabad, Pakistan’s cutlery town, with stainless-steel cookware and utensils from Gujranwala and hand-made items such as marble mortars and wooden boards.',
    image: art('kitchenware'),
    products: [
      {
        id: 'cutlery-sets',
        name: 'Stainless-steel cutlery sets',
        moq: { quantity: 300, unit: 'sets' },
        leadTime: '5–7 weeks after sample approval',
        packing: 'Gift box or bulk, 20 sets per export carton',
        spec: '18/0 or 18/10 stainless steel, mirror or satin finish',
      },
      {
        id: 'kitchen-knives',
        name: 'Kitchen and chef knives',
        moq: { quantity: 500, unit: 'pieces' },
        spec: 'Stainless-steel blade, wooden or resin handle',
      },
      { id: 'cookware-sets', name: 'Stainless-steel cookware sets' },
      { id: 'serving-dishes', name: 'Serving dishes and trays' },
      {
        id: 'marble-mortar-pestle',
        name: 'Marble mortar and pestle',
        moq: { quantity: 200, unit: 'pieces' },
        packing: 'Individual box, 12 per export carton',
      },
      { id: 'wooden-chopping-boards', name: 'Wooden chopping boards' },
      { id: 'salt-cooking-blocks', name: 'Himalayan salt cooking blocks' },
      { id: 'pressure-cookers', name: 'Aluminium pressure cookers' },
    ],
  },
  {
    slug: 'home-tools',
    title: 'Home & Hand Tools',
    description:
      'Pliers, scissors, garden tools and general hand tools from metalworking workshops in Sialkot and Wazirabad, supplied loose, on blister cards or in kits under your own brand.',
    image: art('home-tools'),
    products: [
      {
        id: 'pliers',
        name: 'Pliers (combination, long-nose, cutting)',
        moq: { quantity: 1_000, unit: 'pieces' },
        leadTime: '5–7 weeks after sample approval',
        spec: 'Drop-forged carbon steel, dipped or bi-material grips',
      },
      {
        id: 'household-scissors',
        name: 'Household and tailor’s scissors',
        moq: { quantity: 1_000, unit: 'pieces' },
        packing: 'Blister card, 12 per inner box',
      },
      { id: 'garden-shears', name: 'Garden shears and pruners' },
      { id: 'garden-hand-tools', name: 'Garden trowels and forks' },
      { id: 'hammers', name: 'Claw and ball-pein hammers' },
      { id: 'screwdriver-sets', name: 'Screwdriver sets' },
      { id: 'home-tool-kits', name: 'Home tool kits' },
      { id: 'spanners', name: 'Open-end and ring spanners' },
    ],
  },
  {
    slug: 'mobile-accessories',
    title: 'Mobile Accessories',
    description:
      'Leather phone cases and pouches stitched in Pakistan, with chargers, cables and power banks sourced from partner factories, branded and packed to order for retail or promotional use.',
    image: art('mobile-accessories'),
    products: [
      {
        id: 'leather-phone-cases',
        name: 'Leather phone cases',
        moq: { quantity: 300, unit: 'pieces', note: 'per model' },
        leadTime: '4–5 weeks after sample approval',
        spec: 'Cowhide or sheep nappa leather, custom emboss',
      },
      { id: 'wallet-phone-cases', name: 'Wallet-style phone cases' },
      { id: 'phone-pouches', name: 'Leather phone pouches' },
      { id: 'usb-chargers', name: 'USB wall chargers' },
      { id: 'charging-cables', name: 'Charging cables' },
      {
        id: 'power-banks',
        name: 'Power banks',
        moq: { quantity: 500, unit: 'pieces' },
        packing: 'Retail box, 50 per export carton',
      },
      { id: 'earphones', name: 'Wired and wireless earphones' },
      { id: 'screen-protectors', name: 'Tempered-glass screen protectors' },
    ],
  },
  {
    slug: 'stationery',
    title: 'Stationery',
    description:
      'Notebooks, registers, school and office stationery from Pakistani printers and converters, with custom covers and printing for schools, retailers and corporate buyers.',
    image: art('stationery'),
    products: [
      {
        id: 'exercise-notebooks',
        name: 'Exercise books and notebooks',
        moq: { quantity: 5_000, unit: 'pieces' },
        leadTime: '3–4 weeks after artwork approval',
        packing: 'Shrink-wrapped in 10s, export cartons',
        spec: '60–80 GSM paper, ruled or plain, custom covers',
      },
      { id: 'registers-diaries', name: 'Registers and diaries' },
      {
        id: 'leather-journals',
        name: 'Leather-bound journals',
        moq: { quantity: 200, unit: 'pieces' },
        spec: 'Buffalo or goat leather cover, refillable, A5 or A6',
      },
      { id: 'ballpoint-pens', name: 'Ballpoint pens' },
      { id: 'pencils-erasers', name: 'Pencils and erasers' },
      {
        id: 'file-folders',
        name: 'File folders and document covers',
        moq: { quantity: 2_000, unit: 'pieces' },
      },
      { id: 'school-bags', name: 'School bags' },
      { id: 'geometry-boxes', name: 'Geometry boxes' },
    ],
  },
  {
    slug: 'pet-accessories',
    title: 'Pet Accessories',
    description:
      'Leather collars and leads made by Sialkot leather workers, alongside pet beds, cotton rope toys and grooming tools, offered in your colours and with your branding.',
    image: art('pet-accessories'),
    products: [
      {
        id: 'leather-dog-collars',
        name: 'Leather dog collars',
        moq: { quantity: 300, unit: 'pieces' },
        leadTime: '4–6 weeks after sample approval',
        spec: 'Cowhide leather, brass or nickel fittings, sizes XS–XL',
      },
      { id: 'leather-leads', name: 'Leather and nylon leads' },
      { id: 'dog-harnesses', name: 'Dog harnesses' },
      {
        id: 'pet-beds',
        name: 'Pet beds and cushions',
        moq: { quantity: 200, unit: 'pieces' },
        packing: 'Vacuum-packed polybag, 10 per export carton',
      },
      {
        id: 'rope-toys',
        name: 'Cotton rope toys',
        moq: { quantity: 1_000, unit: 'pieces' },
        packing: 'Header card, 50 per export carton',
      },
      { id: 'grooming-tools', name: 'Grooming combs, clippers and scissors' },
      { id: 'pet-bowls', name: 'Stainless-steel pet bowls' },
    ],
  },
  {
    slug: 'construction-supplies',
    title: 'Construction Supplies',
    description:
      'Marble and granite from quarries in Khyber Pakhtunkhwa and Balochistan, with sanitary fittings, tiles and steel items from Pakistani producers, shipped as slabs, tiles or mixed containers.',
    image: art('construction-supplies'),
    products: [
      {
        id: 'marble-slabs-tiles',
        name: 'Marble slabs and tiles',
        moq: { quantity: 1, unit: 'containers-20ft' },
        leadTime: '4–6 weeks after sample approval',
        packing: 'Wooden crates, fumigated',
        spec: 'Polished or honed, 2 cm and 3 cm slabs, tiles cut to size',
      },
      {
        id: 'granite-slabs',
        name: 'Granite slabs',
        moq: { quantity: 1, unit: 'containers-20ft' },
        packing: 'Wooden crates, fumigated',
      },
      { id: 'ceramic-tiles', name: 'Ceramic floor and wall tiles' },
      {
        id: 'sanitary-fittings',
        name: 'Bathroom taps and sanitary fittings',
        moq: { quantity: 200, unit: 'pieces', note: 'per model' },
        spec: 'Brass body, chrome finish',
      },
      { id: 'ppr-pipes', name: 'PPR and PVC pipes and fittings' },
      { id: 'steel-binding-wire', name: 'Steel binding wire and nails' },
      { id: 'door-hardware', name: 'Door locks, hinges and handles' },
      { id: 'safety-workwear', name: 'Site safety gloves and vests' },
    ],
  },
  {
    slug: 'cleaning-products',
    title: 'Cleaning Products',
    description:
      'Cotton mop heads, dusters and wipers from Pakistani textile mills, plus microfibre cloths, brooms and buckets, supplied to cleaning companies, hotels and retailers under their own label.',
    image: art('cleaning-products'),
    products: [
      {
        id: 'cotton-mop-heads',
        name: 'Cotton mop heads',
        moq: { quantity: 2_000, unit: 'pieces' },
        leadTime: '3–5 weeks after sample approval',
        packing: 'Banded, 50 per export carton',
        spec: 'Cotton or cotton-polyester yarn, 250–450 g',
      },
      {
        id: 'microfibre-cloths',
        name: 'Microfibre cleaning cloths',
        moq: { quantity: 5_000, unit: 'pieces' },
        spec: '250–350 GSM, 30 × 30 or 40 × 40 cm, colour-coded',
      },
      { id: 'dusters', name: 'Yellow dusters and glass cloths' },
      { id: 'floor-cloths', name: 'Floor cloths' },
      { id: 'brooms-brushes', name: 'Brooms and scrubbing brushes' },
      { id: 'mop-buckets', name: 'Mop buckets and wringers' },
      { id: 'cleaning-gloves', name: 'Rubber cleaning gloves' },
      { id: 'cotton-wipers', name: 'Industrial cotton wipers' },
    ],
  },
  {
    slug: 'travel-accessories',
    title: 'Travel Accessories & Luggage',
    description:
      'Leather and canvas travel goods made in Sialkot and Lahore: duffel bags, wallets, passport covers and toiletry kits, plus soft luggage, all available with your branding.',
    image: art('travel-accessories'),
    products: [
      {
        id: 'leather-duffel-bags',
        name: 'Leather duffel bags',
        moq: { quantity: 100, unit: 'pieces' },
        leadTime: '5–7 weeks after sample approval',
        packing: 'Dust bag, individual carton',
        spec: 'Cowhide or buffalo leather, cotton lining, brass fittings',
      },
      { id: 'canvas-weekender-bags', name: 'Canvas weekender bags' },
      {
        id: 'leather-wallets',
        name: 'Leather wallets',
        moq: { quantity: 300, unit: 'pieces' },
        spec: 'Cowhide or sheep leather, RFID lining on request',
      },
      { id: 'passport-covers', name: 'Passport covers and travel wallets' },
      { id: 'toiletry-bags', name: 'Toiletry bags' },
      { id: 'luggage-tags', name: 'Leather luggage tags' },
      { id: 'soft-luggage', name: 'Soft luggage and trolley bags' },
      {
        id: 'backpacks',
        name: 'Backpacks',
        moq: { quantity: 500, unit: 'pieces' },
        spec: 'Polyester or canvas, custom print or embroidery',
      },
    ],
  },
  {
    slug: 'gift-items',
    title: 'Gift Items',
    description:
      'Himalayan salt lamps from the Salt Range around Khewra, onyx and brass pieces, and corporate gift sets with your logo, packed in gift boxes and assembled to order for promotions and events.',
    image: art('gift-items'),
    products: [
      {
        id: 'himalayan-salt-lamps',
        name: 'Himalayan salt lamps',
        moq: { quantity: 500, unit: 'pieces' },
        leadTime: '3–5 weeks after sample approval',
        packing: 'Individual gift box, 6 per export carton',
        spec: 'Natural or carved shapes, 2–5 kg, wooden base',
      },
      { id: 'onyx-gift-items', name: 'Onyx coasters, eggs and paperweights' },
      { id: 'brass-gifts', name: 'Brass bowls and candle holders' },
      {
        id: 'corporate-gift-sets',
        name: 'Corporate gift sets',
        moq: { quantity: 100, unit: 'sets' },
        spec: 'Pen, diary and card holder, logo embossed',
      },
      { id: 'leather-keychains', name: 'Leather keychains' },
      { id: 'embroidered-shawls', name: 'Embroidered shawls' },
      { id: 'wooden-jewellery-boxes', name: 'Wooden jewellery boxes' },
      { id: 'ceramic-mugs', name: 'Hand-painted ceramic mugs' },
    ],
  },
]);

/** The category with this slug, or undefined. */
export function getService(slug: string) {
  return services.find((service) => service.slug === slug);
}
