/**
 * Entidades federativas de México con su capital y ciudades principales.
 *
 * Fuente: INEGI — Marco Geoestadístico / Catálogo Único de Claves de Áreas
 * Geoestadísticas Estatales, Municipales y Localidades.
 * `code` de la entidad: clave INEGI de 2 dígitos. `code` de la ciudad: clave de
 * entidad + clave INEGI de 3 dígitos del municipio (o alcaldía, en la Ciudad de
 * México) en el que se encuentra la ciudad. Si no hubiera clave conocida se usa
 * la serie 901, 902, … para no chocar con claves reales (09901: la Ciudad de
 * México entera, además de sus 16 alcaldías).
 */

export type MexicoCity = { code: string; name: string }

export type MexicoState = {
  code: string
  name: string
  capital: string
  /** Otros nombres con que se buscan la entidad y sus ciudades ('CDMX'). */
  aliases?: string[]
  cities: MexicoCity[]
}

export const mexicoStates: MexicoState[] = [
  {
    code: '01',
    name: 'Aguascalientes',
    capital: 'Aguascalientes',
    cities: [
      { code: '01001', name: 'Aguascalientes' },
      { code: '01005', name: 'Jesús María' },
      { code: '01003', name: 'Calvillo' },
      { code: '01007', name: 'Rincón de Romos' },
      { code: '01006', name: 'Pabellón de Arteaga' },
    ],
  },
  {
    code: '02',
    name: 'Baja California',
    capital: 'Mexicali',
    cities: [
      { code: '02002', name: 'Mexicali' },
      { code: '02004', name: 'Tijuana' },
      { code: '02001', name: 'Ensenada' },
      { code: '02003', name: 'Tecate' },
      { code: '02005', name: 'Playas de Rosarito' },
    ],
  },
  {
    code: '03',
    name: 'Baja California Sur',
    capital: 'La Paz',
    cities: [
      { code: '03003', name: 'La Paz' },
      { code: '03008', name: 'Los Cabos' },
      { code: '03001', name: 'Comondú' },
      { code: '03009', name: 'Loreto' },
      { code: '03002', name: 'Mulegé' },
    ],
  },
  {
    code: '04',
    name: 'Campeche',
    capital: 'Campeche',
    cities: [
      { code: '04002', name: 'Campeche' },
      { code: '04003', name: 'Ciudad del Carmen' },
      { code: '04004', name: 'Champotón' },
      { code: '04009', name: 'Escárcega' },
      { code: '04001', name: 'Calkiní' },
    ],
  },
  {
    code: '05',
    name: 'Coahuila de Zaragoza',
    capital: 'Saltillo',
    cities: [
      { code: '05030', name: 'Saltillo' },
      { code: '05035', name: 'Torreón' },
      { code: '05018', name: 'Monclova' },
      { code: '05025', name: 'Piedras Negras' },
      { code: '05002', name: 'Ciudad Acuña' },
    ],
  },
  {
    code: '06',
    name: 'Colima',
    capital: 'Colima',
    cities: [
      { code: '06002', name: 'Colima' },
      { code: '06007', name: 'Manzanillo' },
      { code: '06010', name: 'Villa de Álvarez' },
      { code: '06009', name: 'Tecomán' },
    ],
  },
  {
    code: '07',
    name: 'Chiapas',
    capital: 'Tuxtla Gutiérrez',
    cities: [
      { code: '07101', name: 'Tuxtla Gutiérrez' },
      { code: '07089', name: 'Tapachula' },
      { code: '07078', name: 'San Cristóbal de las Casas' },
      { code: '07019', name: 'Comitán de Domínguez' },
      { code: '07065', name: 'Palenque' },
    ],
  },
  {
    code: '08',
    name: 'Chihuahua',
    capital: 'Chihuahua',
    cities: [
      { code: '08019', name: 'Chihuahua' },
      { code: '08037', name: 'Ciudad Juárez' },
      { code: '08017', name: 'Cuauhtémoc' },
      { code: '08021', name: 'Delicias' },
      { code: '08032', name: 'Hidalgo del Parral' },
    ],
  },
  {
    code: '09',
    name: 'Ciudad de México',
    capital: 'Ciudad de México',
    aliases: ['CDMX', 'DF'],
    cities: [
      // la ciudad entera (su capital) y sus 16 alcaldías
      { code: '09901', name: 'Ciudad de México' },
      { code: '09010', name: 'Álvaro Obregón' },
      { code: '09002', name: 'Azcapotzalco' },
      { code: '09014', name: 'Benito Juárez' },
      { code: '09003', name: 'Coyoacán' },
      { code: '09004', name: 'Cuajimalpa de Morelos' },
      { code: '09015', name: 'Cuauhtémoc' },
      { code: '09005', name: 'Gustavo A. Madero' },
      { code: '09006', name: 'Iztacalco' },
      { code: '09007', name: 'Iztapalapa' },
      { code: '09008', name: 'La Magdalena Contreras' },
      { code: '09016', name: 'Miguel Hidalgo' },
      { code: '09009', name: 'Milpa Alta' },
      { code: '09011', name: 'Tláhuac' },
      { code: '09012', name: 'Tlalpan' },
      { code: '09017', name: 'Venustiano Carranza' },
      { code: '09013', name: 'Xochimilco' },
    ],
  },
  {
    code: '10',
    name: 'Durango',
    capital: 'Durango',
    cities: [
      { code: '10005', name: 'Durango' },
      { code: '10007', name: 'Gómez Palacio' },
      { code: '10012', name: 'Lerdo' },
      { code: '10032', name: 'Santiago Papasquiaro' },
    ],
  },
  {
    code: '11',
    name: 'Guanajuato',
    capital: 'Guanajuato',
    cities: [
      { code: '11015', name: 'Guanajuato' },
      { code: '11020', name: 'León' },
      { code: '11017', name: 'Irapuato' },
      { code: '11007', name: 'Celaya' },
      { code: '11027', name: 'Salamanca' },
    ],
  },
  {
    code: '12',
    name: 'Guerrero',
    capital: 'Chilpancingo de los Bravo',
    cities: [
      { code: '12029', name: 'Chilpancingo de los Bravo' },
      { code: '12001', name: 'Acapulco de Juárez' },
      { code: '12035', name: 'Iguala de la Independencia' },
      { code: '12055', name: 'Taxco de Alarcón' },
      { code: '12038', name: 'Zihuatanejo de Azueta' },
    ],
  },
  {
    code: '13',
    name: 'Hidalgo',
    capital: 'Pachuca de Soto',
    cities: [
      { code: '13048', name: 'Pachuca de Soto' },
      { code: '13077', name: 'Tulancingo de Bravo' },
      { code: '13051', name: 'Mineral de la Reforma' },
      { code: '13076', name: 'Tula de Allende' },
      { code: '13069', name: 'Tizayuca' },
    ],
  },
  {
    code: '14',
    name: 'Jalisco',
    capital: 'Guadalajara',
    cities: [
      { code: '14039', name: 'Guadalajara' },
      { code: '14120', name: 'Zapopan' },
      { code: '14098', name: 'San Pedro Tlaquepaque' },
      { code: '14097', name: 'Tlajomulco de Zúñiga' },
      { code: '14101', name: 'Tonalá' },
      { code: '14067', name: 'Puerto Vallarta' },
    ],
  },
  {
    code: '15',
    name: 'Estado de México',
    capital: 'Toluca',
    cities: [
      { code: '15106', name: 'Toluca' },
      { code: '15033', name: 'Ecatepec de Morelos' },
      { code: '15058', name: 'Nezahualcóyotl' },
      { code: '15057', name: 'Naucalpan de Juárez' },
      { code: '15104', name: 'Tlalnepantla de Baz' },
      { code: '15121', name: 'Cuautitlán Izcalli' },
    ],
  },
  {
    code: '16',
    name: 'Michoacán de Ocampo',
    capital: 'Morelia',
    cities: [
      { code: '16053', name: 'Morelia' },
      { code: '16102', name: 'Uruapan' },
      { code: '16108', name: 'Zamora' },
      { code: '16052', name: 'Lázaro Cárdenas' },
      { code: '16006', name: 'Apatzingán' },
    ],
  },
  {
    code: '17',
    name: 'Morelos',
    capital: 'Cuernavaca',
    cities: [
      { code: '17007', name: 'Cuernavaca' },
      { code: '17006', name: 'Cuautla' },
      { code: '17011', name: 'Jiutepec' },
      { code: '17018', name: 'Temixco' },
      { code: '17029', name: 'Yautepec' },
    ],
  },
  {
    code: '18',
    name: 'Nayarit',
    capital: 'Tepic',
    cities: [
      { code: '18017', name: 'Tepic' },
      { code: '18020', name: 'Bahía de Banderas' },
      { code: '18008', name: 'Xalisco' },
      { code: '18015', name: 'Santiago Ixcuintla' },
      { code: '18004', name: 'Compostela' },
    ],
  },
  {
    code: '19',
    name: 'Nuevo León',
    capital: 'Monterrey',
    cities: [
      { code: '19039', name: 'Monterrey' },
      { code: '19026', name: 'Guadalupe' },
      { code: '19006', name: 'Apodaca' },
      { code: '19046', name: 'San Nicolás de los Garza' },
      { code: '19021', name: 'General Escobedo' },
      { code: '19019', name: 'San Pedro Garza García' },
    ],
  },
  {
    code: '20',
    name: 'Oaxaca',
    capital: 'Oaxaca de Juárez',
    cities: [
      { code: '20067', name: 'Oaxaca de Juárez' },
      { code: '20043', name: 'Juchitán de Zaragoza' },
      { code: '20079', name: 'Salina Cruz' },
      { code: '20039', name: 'Huajuapan de León' },
      { code: '20515', name: 'Santo Domingo Tehuantepec' },
    ],
  },
  {
    code: '21',
    name: 'Puebla',
    capital: 'Puebla',
    cities: [
      { code: '21114', name: 'Puebla' },
      { code: '21156', name: 'Tehuacán' },
      { code: '21119', name: 'San Andrés Cholula' },
      { code: '21132', name: 'San Martín Texmelucan' },
      { code: '21019', name: 'Atlixco' },
    ],
  },
  {
    code: '22',
    name: 'Querétaro',
    capital: 'Querétaro',
    cities: [
      { code: '22014', name: 'Querétaro' },
      { code: '22016', name: 'San Juan del Río' },
      { code: '22006', name: 'Corregidora' },
      { code: '22011', name: 'El Marqués' },
      { code: '22017', name: 'Tequisquiapan' },
    ],
  },
  {
    code: '23',
    name: 'Quintana Roo',
    capital: 'Chetumal',
    cities: [
      { code: '23004', name: 'Chetumal' },
      { code: '23005', name: 'Cancún' },
      { code: '23008', name: 'Playa del Carmen' },
      { code: '23001', name: 'Cozumel' },
      { code: '23009', name: 'Tulum' },
    ],
  },
  {
    code: '24',
    name: 'San Luis Potosí',
    capital: 'San Luis Potosí',
    cities: [
      { code: '24028', name: 'San Luis Potosí' },
      { code: '24035', name: 'Soledad de Graciano Sánchez' },
      { code: '24013', name: 'Ciudad Valles' },
      { code: '24020', name: 'Matehuala' },
      { code: '24024', name: 'Rioverde' },
    ],
  },
  {
    code: '25',
    name: 'Sinaloa',
    capital: 'Culiacán',
    cities: [
      { code: '25006', name: 'Culiacán' },
      { code: '25012', name: 'Mazatlán' },
      { code: '25001', name: 'Los Mochis' },
      { code: '25011', name: 'Guasave' },
      { code: '25018', name: 'Navolato' },
    ],
  },
  {
    code: '26',
    name: 'Sonora',
    capital: 'Hermosillo',
    cities: [
      { code: '26030', name: 'Hermosillo' },
      { code: '26018', name: 'Ciudad Obregón' },
      { code: '26043', name: 'Nogales' },
      { code: '26055', name: 'San Luis Río Colorado' },
      { code: '26042', name: 'Navojoa' },
      { code: '26029', name: 'Guaymas' },
    ],
  },
  {
    code: '27',
    name: 'Tabasco',
    capital: 'Villahermosa',
    cities: [
      { code: '27004', name: 'Villahermosa' },
      { code: '27002', name: 'Cárdenas' },
      { code: '27005', name: 'Comalcalco' },
      { code: '27008', name: 'Huimanguillo' },
      { code: '27012', name: 'Macuspana' },
    ],
  },
  {
    code: '28',
    name: 'Tamaulipas',
    capital: 'Ciudad Victoria',
    cities: [
      { code: '28041', name: 'Ciudad Victoria' },
      { code: '28032', name: 'Reynosa' },
      { code: '28022', name: 'Matamoros' },
      { code: '28027', name: 'Nuevo Laredo' },
      { code: '28038', name: 'Tampico' },
      { code: '28009', name: 'Ciudad Madero' },
    ],
  },
  {
    code: '29',
    name: 'Tlaxcala',
    capital: 'Tlaxcala',
    cities: [
      { code: '29033', name: 'Tlaxcala' },
      { code: '29005', name: 'Apizaco' },
      { code: '29013', name: 'Huamantla' },
      { code: '29010', name: 'Chiautempan' },
      { code: '29006', name: 'Calpulalpan' },
    ],
  },
  {
    code: '30',
    name: 'Veracruz de Ignacio de la Llave',
    capital: 'Xalapa',
    cities: [
      { code: '30087', name: 'Xalapa' },
      { code: '30193', name: 'Veracruz' },
      { code: '30039', name: 'Coatzacoalcos' },
      { code: '30044', name: 'Córdoba' },
      { code: '30131', name: 'Poza Rica de Hidalgo' },
      { code: '30118', name: 'Orizaba' },
    ],
  },
  {
    code: '31',
    name: 'Yucatán',
    capital: 'Mérida',
    cities: [
      { code: '31050', name: 'Mérida' },
      { code: '31041', name: 'Kanasín' },
      { code: '31102', name: 'Valladolid' },
      { code: '31059', name: 'Progreso' },
      { code: '31096', name: 'Tizimín' },
    ],
  },
  {
    code: '32',
    name: 'Zacatecas',
    capital: 'Zacatecas',
    cities: [
      { code: '32056', name: 'Zacatecas' },
      { code: '32010', name: 'Fresnillo' },
      { code: '32017', name: 'Guadalupe' },
      { code: '32020', name: 'Jerez' },
      { code: '32039', name: 'Río Grande' },
    ],
  },
]
