import { Box, Container, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Mail, Megaphone, MessageCircle, Phone } from 'lucide-react';
import { contact, productName } from './brand';

const contactLinks = [
  { label: `E-mail ${productName}`, href: `mailto:${contact.email}`, icon: <Mail /> },
  { label: 'Chat with admissions on WhatsApp', href: contact.chatHref, icon: <MessageCircle /> },
  { label: `Call ${contact.phoneDisplay}`, href: contact.phoneHref, icon: <Phone /> },
  { label: 'Follow our Telegram channel', href: contact.channelHref, icon: <Megaphone /> },
];

/** Web links (chat, channel) open beside the site; mail and phone links hand over to an app. */
const opensInNewTab = (href: string) => href.startsWith('https:');

/** Product name, this year's copyright and the four ways to reach admissions. */
export function SiteFooter() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="auto">
      <Container maxW="6xl" py="10">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'center' }}
          gap="6"
        >
          <Stack gap="1">
            <Text fontWeight="800" fontSize="lg">
              {productName}
            </Text>
            <Text color="gray.300" fontSize="sm" maxW="md">
              Live Olympiad and JEE foundation classes for Classes 7 to 10, and a free NEET programme for
              12th-class girls in government institutions.
            </Text>
          </Stack>
          <HStack as="ul" gap="2" listStyleType="none" aria-label="Contact us">
            {contactLinks.map((link) => (
              <li key={link.href}>
                <IconButton
                  asChild
                  variant="subtle"
                  colorPalette="gray"
                  rounded="full"
                  aria-label={link.label}
                >
                  <a
                    href={link.href}
                    {...(opensInNewTab(link.href) && { target: '_blank', rel: 'noopener noreferrer' })}
                  >
                    {link.icon}
                  </a>
                </IconButton>
              </li>
            ))}
          </HStack>
        </Stack>
        <Text mt="8" pt="6" borderTopWidth="1px" borderColor="gray.700" fontSize="sm" color="gray.300">
          © {new Date().getFullYear()} {productName}. All rights reserved. Write to{' '}
          <Link href={`mailto:${contact.email}`} color="white" textDecoration="underline">
            {contact.email}
          </Link>
          .
        </Text>
      </Container>
    </Box>
  );
}
