import { researchIndustries } from '@/shared/research'
import { site } from '@/shared/site'
import { researchAutomationWorkflowId } from '@/shared/workflows'
import { defineWorkflow } from '../definition'
import { chain } from '../n8n'
import { code, httpRequest, ifCondition, openAiChat, sendEmail, weeklySchedule } from '../nodes'

/**
 * The agency's own weekly business-intelligence research (SPEC §2 "Internal Automation", §9:
 * 40 hours a week, $5,000 a month, 12 steps, weekly): the same research the back office runs
 * (places search, professional-network profile, AI analysis, database update, e-mail), as an n8n
 * workflow to run on an n8n instance. The app runs it itself on its pg-boss schedule
 * (docs/decisions/019); this is the portable version.
 */

const location = site.location

export const researchAutomation = defineWorkflow({
  id: researchAutomationWorkflowId,
  name: 'Weekly Business Intelligence Research',
  industry: 'Agency Operations',
  description: `Every Monday morning searches ${location} for businesses in ${researchIndustries.length} industries, skips those already researched, reads each one's professional-network profile, has AI analyse its pain points and automation opportunities, estimates its monthly savings and priority, saves it to the research database and e-mails a digest of the high-priority ones.`,
  timeSavings: 40,
  costSavings: 5000,
  timezone: 'America/New_York',
  nodes: [
    weeklySchedule('Every Monday at 07:00', [1], 7),
    code(
      'One Search per Industry',
      `const industries = ${JSON.stringify(researchIndustries)};\nreturn industries.map((industry) => ({ json: { industry, location: ${JSON.stringify(location)}, query: \`\${industry} in ${location}\` } }));`,
      'runOnceForAllItems',
    ),
    httpRequest('Places Search', {
      method: 'POST',
      url: 'https://places.googleapis.com/v1/places:searchText',
      headers: { 'X-Goog-FieldMask': 'places.id,places.displayName,places.formattedAddress,places.websiteUri,places.nationalPhoneNumber,places.types' },
      jsonBody: '={{ JSON.stringify({ textQuery: $json.query, maxResultCount: 20 }) }}',
    }),
    { name: 'One Item per Business', type: 'n8n-nodes-base.splitOut', typeVersion: 1, parameters: { fieldToSplitOut: 'places', options: {} } },
    {
      name: 'Skip Businesses Already Researched',
      type: 'n8n-nodes-base.removeDuplicates',
      typeVersion: 2,
      parameters: { operation: 'removeItemsSeenInPreviousExecutions', dedupeValue: '={{ $json.id }}', options: {} },
    },
    {
      ...httpRequest('Professional Network Profile', {
        method: 'GET',
        url: '={{ "https://profile-api.example.com/v1/company?website=" + encodeURIComponent($json.websiteUri ?? "") + "&name=" + encodeURIComponent($json.displayName.text) }}',
      }),
      notes: 'Any company-profile API keyed by website and name (head count, description, key people). A business without a profile goes on with what the places search found.',
      onError: 'continueRegularOutput',
    },
    openAiChat(
      'AI Business Analysis',
      'You research local businesses for an AI automation agency. Answer in JSON: {"industry": string, "employees": string range like "10-25", "painPoints": string[] (3), "opportunities": string[] (3), "hoursPerWeek": number (hours automation could save weekly), "hourlyWage": number (loaded cost of the staff doing that work), "solution": string (what the agency would build), "notes": string}. Base every claim on the data given; say "unknown" rather than guess.',
      "JSON.stringify({ business: $('Skip Businesses Already Researched').item.json, profile: $json })",
    ),
    code(
      'Estimate Savings & Priority',
      [
        "const business = $('Skip Businesses Already Researched').item.json;",
        'const analysis = JSON.parse($json.choices[0].message.content);',
        '// Monthly savings = hours a week × hourly cost × 4.33 weeks, to $10 (docs/decisions/018).',
        'const potentialSavings = Math.round((Math.min(analysis.hoursPerWeek, 80) * analysis.hourlyWage * 4.33) / 10) * 10;',
        'const direct = Boolean(business.nationalPhoneNumber);',
        "const priority = potentialSavings < 750 ? 'Low' : potentialSavings >= 2000 && direct ? 'High' : 'Medium';",
        "return { json: { sourceKey: `google:${business.id}`, name: business.displayName.text, industry: analysis.industry, location: business.formattedAddress, website: business.websiteUri ?? null, phone: business.nationalPhoneNumber ?? null, employees: analysis.employees, painPoints: analysis.painPoints, opportunities: analysis.opportunities, potentialSavings, priority, solution: analysis.solution, notes: analysis.notes } };",
      ].join('\n'),
    ),
    {
      name: 'Save to Research Database',
      type: 'n8n-nodes-base.postgres',
      typeVersion: 2.5,
      parameters: {
        operation: 'executeQuery',
        query: [
          'insert into research_companies (source_key, name, industry, location, website, contact_phone, employees, pain_points, opportunities, potential_savings, priority, solution, research_notes, research_source, last_updated)',
          "values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, 'Google Places', now())",
          'on conflict (source_key) do update set industry = excluded.industry, employees = excluded.employees, pain_points = excluded.pain_points, opportunities = excluded.opportunities, potential_savings = excluded.potential_savings, priority = excluded.priority, solution = excluded.solution, research_notes = excluded.research_notes, last_updated = now()',
          'returning name, industry, potential_savings as "potentialSavings", solution, priority',
        ].join('\n'),
        options: {
          queryReplacement:
            '={{ [$json.sourceKey, $json.name, $json.industry, $json.location, $json.website, $json.phone, $json.employees, JSON.stringify($json.painPoints), JSON.stringify($json.opportunities), $json.potentialSavings, $json.priority, $json.solution, $json.notes] }}',
        },
      },
    },
    ifCondition('High Priority?', "={{ $json.priority === 'High' }}", { type: 'boolean', operation: 'true', singleValue: true }),
    code(
      'Build Weekly Digest',
      [
        'const companies = $input.all().map((item) => item.json);',
        "const lines = companies.map((c) => `• ${c.name} (${c.industry}): about $${c.potentialSavings.toLocaleString('en-US')} a month. ${c.solution}`);",
        "const total = companies.reduce((sum, c) => sum + c.potentialSavings, 0);",
        "return [{ json: { count: companies.length, total, text: lines.join('\\n') } }];",
      ].join('\n'),
      'runOnceForAllItems',
    ),
    sendEmail('Email Weekly Digest', {
      from: site.senderEmail,
      to: site.email,
      subject: `={{ $json.count }} high-priority businesses found in ${location} this week`,
      text: "=This week's research found {{ $json.count }} high-priority businesses, worth about ${{ $json.total.toLocaleString('en-US') }} a month in savings together:\n\n{{ $json.text }}\n\nSee them all in the back office: Admin → Lexington Research.",
    }),
  ],
  edges: [
    ...chain('Every Monday at 07:00', 'One Search per Industry', 'Places Search', 'One Item per Business', 'Skip Businesses Already Researched', 'Professional Network Profile', 'AI Business Analysis', 'Estimate Savings & Priority', 'Save to Research Database', 'High Priority?'),
    { from: 'High Priority?', to: 'Build Weekly Digest', output: 0 },
    { from: 'Build Weekly Digest', to: 'Email Weekly Digest' },
  ],
})
