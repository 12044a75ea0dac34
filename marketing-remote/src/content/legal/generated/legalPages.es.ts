// Written by `npm run content -w marketing-remote` from the Markdown files: edit those, not this file.
import type { LegalPage } from '../types';

/** The legal pages: effective date, sections and sanitised HTML. */
export const legalPages: Record<'privacy' | 'terms', LegalPage> = {
  "privacy": {
    "title": "Política de privacidad",
    "description": "Qué recopila Digital Harbor en este sitio web y en el portal, para qué, quién más lo ve, cuánto tiempo se guarda y qué opciones tiene usted.",
    "effective": "2026-11-28",
    "html": "<p>Digital Harbor, Inc. (“Digital Harbor”, “nosotros”) es una organización sin fines de lucro que reacondiciona computadoras donadas y las entrega a personas en New Jersey, la ciudad de Nueva York y Massachusetts. Esta política se aplica a este sitio web, a su portal para solicitantes y donantes, y a los formularios incluidos en él. Explica qué recopilamos, para qué y qué puede hacer usted al respecto.</p>\n<h2 id=\"la-informaci-n-que-recopilamos-y-c-mo\">La información que recopilamos y cómo</h2>\n<p><strong>Lo que usted nos da.</strong> Cuando llena un formulario en este sitio (para donar computadoras, solicitar un equipo, pedir internet Shield, suscribirse al boletín, ofrecerse como voluntario o como organización aliada, o comunicarse con nosotros), nos da lo que ese formulario pide: por lo general su nombre, correo electrónico, número de teléfono y dirección postal, y en las solicitudes, la situación de su hogar y la organización que lo recomienda. Estos formularios los ofrecen los servicios que se nombran más abajo en “A quién se divulga”, y lo que usted escribe les llega a ellos y a nuestros registros.</p>\n<p><strong>Inicio de sesión en el portal.</strong> El portal no usa contraseña. Usted escribe su correo electrónico; si coincide con un registro, le enviamos un enlace que funciona una sola vez, dentro de 15 minutos. Solo guardamos una huella (un hash SHA-256) del código de ese enlace, nunca el código en sí. Mientras tiene la sesión abierta, la pestaña de su navegador guarda un token de sesión, que se termina cuando usted cierra la pestaña o cierra la sesión.</p>\n<p><strong>Lo que envía su navegador.</strong> Como en cualquier sitio web, nuestros servidores reciben su dirección IP y las páginas que usted pide. Usamos las direcciones para limitar con qué frecuencia alguien puede pedir correos de inicio de sesión o verificar certificados, para que nadie pueda llenar de mensajes el buzón de otra persona. Contamos estas solicitudes durante 15 minutos y después las olvidamos.</p>\n<p><strong>Mediciones de velocidad de las páginas.</strong> Cuando usted sale de una página, su navegador nos envía qué tan rápido cargó y respondió (cuatro cifras de Web Vitals). Solo registramos el nombre de la página y las cifras, contadas por rangos cada día; no se adjunta ninguna dirección, cookie ni identificador, y los conteos se eliminan después de 8 días.</p>\n<h2 id=\"c-mo-se-usa\">Cómo se usa</h2>\n<p>Usamos lo que usted nos da para hacer lo que nos pidió: recoger y borrar sus computadoras y enviarle su recibo para impuestos y su certificado de destrucción de datos; revisar su solicitud y entregarle su equipo a través de la organización que lo recomienda; activar y cobrar su plan Shield; responder su mensaje; enviarle el boletín al que se suscribió. Usamos los registros del portal para mostrarle su solicitud o los equipos que donó. Usamos las cifras de velocidad para que el sitio sea más rápido. No vendemos información personal.</p>\n<h2 id=\"a-qui-n-se-divulga\">A quién se divulga</h2>\n<p>Solo compartimos información con quienes nos ayudan a hacer el trabajo descrito arriba:</p>\n<ul>\n<li><strong>Zoho</strong> (formularios, CRM, mesa de ayuda y facturación de Shield) guarda nuestros registros de donantes, solicitantes, organizaciones aliadas y pedidos, y opera el botón de ayuda.</li>\n<li><strong>Givebutter</strong> procesa las donaciones hechas con el formulario de donación.</li>\n<li><strong>Eventbrite</strong> vende las entradas de Pepper Fest.</li>\n<li>La <strong>organización que lo recomienda</strong> ve el estado de la solicitud que recomendó.</li>\n<li><strong>Envío de correos</strong>: el correo de inicio de sesión pasa por nuestro proveedor de correo.</li>\n</ul>\n<p>También podemos divulgar información cuando la ley lo exija o para proteger la seguridad de alguien.</p>\n<h2 id=\"sus-derechos-y-opciones\">Sus derechos y opciones</h2>\n<p>Puede pedirnos ver, corregir o eliminar lo que tenemos sobre usted, o que dejemos de usarlo para el boletín, escribiendo a la dirección que aparece en “Contacto”. Cada boletín tiene un enlace para cancelar la suscripción. Puede usar las páginas públicas sin darnos ningún dato. Si vive en un estado que le da más derechos de privacidad, los respetamos tal como lo indica la ley.</p>\n<h2 id=\"publicidad\">Publicidad</h2>\n<p>Este sitio no muestra publicidad ni usa programas de publicidad o de rastreo. No creamos perfiles de los visitantes.</p>\n<h2 id=\"conservaci-n\">Conservación</h2>\n<p>Guardamos los registros de donaciones, los recibos y los certificados de destrucción de datos durante siete años, como lo exigen las normas fiscales y de auditoría. Guardamos los registros de solicitudes durante tres años después del último contacto. Los códigos de inicio de sesión vencen a los 15 minutos; los conteos de solicitudes, a los 15 minutos; los conteos de velocidad, a los 8 días.</p>\n<h2 id=\"seguridad\">Seguridad</h2>\n<p>El sitio solo se sirve por HTTPS. Los enlaces de inicio de sesión funcionan una sola vez y vencen pronto; las sesiones se pueden cerrar en el servidor. Solo el personal que lo necesita tiene acceso a nuestros registros. Los discos donados se borran según la norma NIST 800-88 antes de volver a usar una computadora.</p>\n<h2 id=\"cookies\">Cookies</h2>\n<p>El sitio en sí usa una sola cookie, <code>site_locale</code>, y solo cuando usted elige un idioma con el selector de idioma: guarda “en” o “es”, para que su próxima visita se abra en ese idioma, y nada más. La sesión del portal vive en el almacenamiento de la pestaña de su navegador y termina con la pestaña. Los formularios, botones y videos incluidos en el sitio vienen de sus proveedores y pueden usar sus propias cookies según las políticas de esos proveedores.</p>\n<h2 id=\"enlaces-a-otros-sitios\">Enlaces a otros sitios</h2>\n<p>Nuestras páginas tienen enlaces a otros sitios (redes sociales, nuestro canal de videos, artículos de prensa, organizaciones aliadas). Sus prácticas de privacidad son propias; lea sus políticas.</p>\n<h2 id=\"privacidad-de-los-ni-os\">Privacidad de los niños</h2>\n<p>El sitio no está dirigido a menores de 13 años y no recopilamos a sabiendas su información. Las clases para jóvenes se organizan a través de escuelas, padres y organizaciones aliadas, no a través de este sitio.</p>\n<h2 id=\"transferencias\">Transferencias</h2>\n<p>Nosotros y nuestros proveedores de servicios guardamos la información en los Estados Unidos. Si usa el sitio desde otro país, su información se transfiere a los Estados Unidos y se guarda allí.</p>\n<h2 id=\"contacto\">Contacto</h2>\n<p>Preguntas o solicitudes: escriba a privacy@digitalharbor.example.org, o a Digital Harbor, Privacy, 100 River Street, Hoboken, NJ 07030. También puede usar nuestra <a href=\"/es/contact\">página de contacto</a>.</p>\n<h2 id=\"cambios\">Cambios</h2>\n<p>Cuando cambiemos esta política, publicaremos aquí la nueva versión con una nueva fecha de vigencia. Si un cambio afecta cómo usamos información que usted ya nos dio, se lo avisaremos por correo electrónico antes de que entre en vigor.</p>\n",
    "headings": [
      {
        "id": "la-informaci-n-que-recopilamos-y-c-mo",
        "text": "La información que recopilamos y cómo"
      },
      {
        "id": "c-mo-se-usa",
        "text": "Cómo se usa"
      },
      {
        "id": "a-qui-n-se-divulga",
        "text": "A quién se divulga"
      },
      {
        "id": "sus-derechos-y-opciones",
        "text": "Sus derechos y opciones"
      },
      {
        "id": "publicidad",
        "text": "Publicidad"
      },
      {
        "id": "conservaci-n",
        "text": "Conservación"
      },
      {
        "id": "seguridad",
        "text": "Seguridad"
      },
      {
        "id": "cookies",
        "text": "Cookies"
      },
      {
        "id": "enlaces-a-otros-sitios",
        "text": "Enlaces a otros sitios"
      },
      {
        "id": "privacidad-de-los-ni-os",
        "text": "Privacidad de los niños"
      },
      {
        "id": "transferencias",
        "text": "Transferencias"
      },
      {
        "id": "contacto",
        "text": "Contacto"
      },
      {
        "id": "cambios",
        "text": "Cambios"
      }
    ]
  },
  "terms": {
    "title": "Términos de servicio",
    "description": "Los términos para usar el sitio web de Digital Harbor, su portal para solicitantes y donantes, los pedidos de internet Shield y las donaciones.",
    "effective": "2026-11-28",
    "html": "<p>Estos términos se aplican a su uso de este sitio web y de su portal, que ofrece Digital Harbor, Inc., una organización sin fines de lucro de New Jersey.</p>\n<h2 id=\"aceptaci-n\">Aceptación</h2>\n<p>Al usar el sitio, usted acepta estos términos y nuestra <a href=\"/es/privacy\">Política de privacidad</a>. Si no los acepta, le pedimos que no use el sitio. Si lo usa en nombre de una organización, los acepta en nombre de esa organización.</p>\n<h2 id=\"uso-y-restricciones\">Uso y restricciones</h2>\n<p>Use el sitio de forma legal y para lo que fue creado: conocer nuestros programas, donar, presentar una solicitud y dar seguimiento a su solicitud o a sus donaciones. No intente entrar al portal de otra persona, sobrecargar o sondear el sitio, enviar solicitudes automáticas de inicio de sesión, ni enviar información falsa o que no le corresponda dar.</p>\n<h2 id=\"propiedad-intelectual\">Propiedad intelectual</h2>\n<p>Los textos, las ilustraciones y el logotipo del sitio pertenecen a Digital Harbor o se usan con permiso. Puede compartir enlaces y citar pasajes breves mencionando la fuente. Los nombres y logotipos de las organizaciones aliadas y de los medios pertenecen a sus dueños.</p>\n<h2 id=\"cuentas\">Cuentas</h2>\n<p>El portal le permite iniciar sesión con un enlace que se envía a su correo electrónico; no comparta el acceso a ese buzón. Una sesión termina cuando usted cierra la pestaña o cierra la sesión. Podemos suspender el acceso que se use de forma indebida.</p>\n<h2 id=\"solicitudes\">Solicitudes</h2>\n<p>Solicitar un equipo es gratis y requiere la recomendación de una organización aliada sin fines de lucro. Presentar una solicitud no garantiza recibir un equipo: revisamos si las solicitudes cumplen los requisitos (New Jersey, la ciudad de Nueva York o Massachusetts) y puede haber un periodo de espera. Los equipos son reacondicionados y se entregan tal como están, con el apoyo que se describe en nuestro sitio.</p>\n<h2 id=\"compras-y-pagos\">Compras y pagos</h2>\n<p>Los planes de internet Shield son prepagados y se cobran cada mes al precio que se muestra cuando usted hace el pedido ($14.89 al mes por el plan ilimitado, más el equipo que elija). El pago lo procesa nuestro proveedor de facturación; nosotros no vemos ni guardamos números de tarjeta. Puede cancelar en cualquier momento; un mes ya pagado no se reembolsa, salvo que la ley lo exija.</p>\n<h2 id=\"donaciones\">Donaciones</h2>\n<p>Las donaciones de dinero las procesa nuestro proveedor de donaciones y son definitivas. Las computadoras donadas pasan a ser propiedad de Digital Harbor cuando las recibimos. Borramos cada disco según la norma NIST 800-88, y emitimos recibos para impuestos y, si usted lo pide, certificados de destrucción de datos. Si una donación es deducible para usted depende de su propia situación fiscal.</p>\n<h2 id=\"sitios-de-terceros\">Sitios de terceros</h2>\n<p>Los formularios, la mesa de ayuda, los videos y la venta de entradas los ofrecen otras empresas y también se rigen por sus propios términos. Los enlaces a otros sitios se incluyen para su comodidad; no somos responsables de su contenido.</p>\n<h2 id=\"privacidad\">Privacidad</h2>\n<p>La forma en que tratamos la información personal se describe en nuestra <a href=\"/es/privacy\">Política de privacidad</a>.</p>\n<h2 id=\"terminaci-n\">Terminación</h2>\n<p>Puede dejar de usar el sitio en cualquier momento. Podemos suspender o cancelar el acceso al portal de quien no cumpla estos términos, y podemos cambiar o dejar de ofrecer partes del sitio.</p>\n<h2 id=\"exenci-n-de-garant-as\">Exención de garantías</h2>\n<p>El sitio se ofrece “tal cual”. Trabajamos para que sea exacto y esté disponible, pero no prometemos que esté libre de errores o interrupciones. Los equipos reacondicionados incluyen el apoyo que describimos y ninguna otra garantía, en la medida en que la ley lo permita.</p>\n<h2 id=\"limitaci-n-de-responsabilidad\">Limitación de responsabilidad</h2>\n<p>En la medida en que la ley lo permita, Digital Harbor no es responsable de pérdidas indirectas o derivadas del uso del sitio, y su responsabilidad total por cualquier reclamo sobre el sitio se limita a la cantidad que usted nos haya pagado en los doce meses anteriores al reclamo.</p>\n<h2 id=\"disputas\">Disputas</h2>\n<p>Estos términos se rigen por las leyes del estado de New Jersey. Le pedimos que primero se comunique con nosotros para intentar resolver juntos cualquier problema; de lo contrario, las disputas se presentarán ante los tribunales estatales o federales del condado de Hudson, New Jersey.</p>\n<h2 id=\"disposiciones-generales\">Disposiciones generales</h2>\n<p>Si una parte de estos términos no se puede hacer cumplir, el resto sigue vigente. Podemos actualizar estos términos publicando aquí una nueva versión con una nueva fecha de vigencia. Preguntas: escriba a legal@digitalharbor.example.org o use nuestra <a href=\"/es/contact\">página de contacto</a>.</p>\n",
    "headings": [
      {
        "id": "aceptaci-n",
        "text": "Aceptación"
      },
      {
        "id": "uso-y-restricciones",
        "text": "Uso y restricciones"
      },
      {
        "id": "propiedad-intelectual",
        "text": "Propiedad intelectual"
      },
      {
        "id": "cuentas",
        "text": "Cuentas"
      },
      {
        "id": "solicitudes",
        "text": "Solicitudes"
      },
      {
        "id": "compras-y-pagos",
        "text": "Compras y pagos"
      },
      {
        "id": "donaciones",
        "text": "Donaciones"
      },
      {
        "id": "sitios-de-terceros",
        "text": "Sitios de terceros"
      },
      {
        "id": "privacidad",
        "text": "Privacidad"
      },
      {
        "id": "terminaci-n",
        "text": "Terminación"
      },
      {
        "id": "exenci-n-de-garant-as",
        "text": "Exención de garantías"
      },
      {
        "id": "limitaci-n-de-responsabilidad",
        "text": "Limitación de responsabilidad"
      },
      {
        "id": "disputas",
        "text": "Disputas"
      },
      {
        "id": "disposiciones-generales",
        "text": "Disposiciones generales"
      }
    ]
  }
};
