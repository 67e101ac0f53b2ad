// Checks CalendarSymbols.bestPattern's shortcuts (Sources/Yotei/Symbols/CalendarSymbols.swift)
// against ICU's own pattern generator for every locale and calendar ICU has, with the skeletons
// the REPL and picker format (yMMMM, yMMMd, yMMMMEEEEd and their G forms). Offline: about 30 s.
//
//   c++ -O1 scripts/check-best-patterns.cpp -licui18n -licuuc -o /tmp/check-best-patterns
//   /tmp/check-best-patterns [STEP]     # every STEP-th locale (default 1: all)
#include <unicode/dtptngen.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/udat.h>
#include <cstdio>
#include <string>
#include <vector>
#include <algorithm>
#include <cstring>
using namespace icu;
extern "C" UResourceBundle* ures_getByKeyWithFallback(const UResourceBundle*,const char*,UResourceBundle*,UErrorCode*);
static bool listed(const char* base,const char* cal,const char* key,bool own,UnicodeString& out){
  UErrorCode e=U_ZERO_ERROR; UResourceBundle*r=ures_open(NULL,base,&e);
  UResourceBundle*c=ures_getByKeyWithFallback(r,"calendar",NULL,&e); UResourceBundle*t=ures_getByKeyWithFallback(c,cal,NULL,&e);
  UResourceBundle*f=ures_getByKeyWithFallback(t,"availableFormats",NULL,&e); UResourceBundle*en=ures_getByKeyWithFallback(f,key,NULL,&e);
  bool ok=false;
  if(U_SUCCESS(e)){ if(own){const char*a=ures_getLocaleByType(en,ULOC_ACTUAL_LOCALE,&e); if(U_FAILURE(e)||!a||!strcmp(a,"root")||!a[0]) e=U_MISSING_RESOURCE_ERROR;}
    if(U_SUCCESS(e)){int32_t len; const UChar*x=ures_getString(en,&len,&e); if(U_SUCCESS(e)&&x){out=UnicodeString(x,len);ok=true;}}}
  ures_close(en);ures_close(f);ures_close(t);ures_close(c);ures_close(r); return ok;}
static bool allIn(const char*s,const char*set){for(;*s;s++) if(!strchr(set,*s)) return false; return true;}
static std::vector<int> yearRuns(const UnicodeString& p){ std::vector<int> v; bool q=false; UChar prev=0; for(int i=0;i<p.length();i++){UChar ch=p[i]; if(ch=='\''){q=!q; prev=0; continue;} bool yl=!q&&(ch=='y'||ch=='Y'||ch=='u'||ch=='U'||ch=='r'); if(yl){ if(prev==ch) v.back()++; else v.push_back(1);} prev=q?0:ch;} return v;}

// Full-style data pattern for locale/calendar.
static std::vector<UnicodeString> stylePatterns(const char* base, const char* cal){
  std::vector<UnicodeString> out; UErrorCode e=U_ZERO_ERROR;
  UResourceBundle*r=ures_open(NULL,base,&e); UResourceBundle*c=ures_getByKey(r,"calendar",NULL,&e);
  UResourceBundle*t=ures_getByKey(c,cal,NULL,&e); UResourceBundle*p=ures_getByKey(t,"DateTimePatterns",NULL,&e);
  for(int s=0;s<4;s++){UErrorCode e2=e; UResourceBundle*it=ures_getByIndex(p,4+s,NULL,&e2); int32_t len=0; const UChar*x=nullptr;
    if(U_SUCCESS(e2)){ if(ures_getType(it)==URES_ARRAY) x=ures_getStringByIndex(it,0,&len,&e2); else x=ures_getString(it,&len,&e2);} 
    out.push_back(U_SUCCESS(e2)&&x?UnicodeString(x,len):UnicodeString()); ures_close(it);}
  ures_close(p);ures_close(t);ures_close(c);ures_close(r); return out;
}
static std::string runsKey(const UnicodeString& s){ // sorted runs
  std::vector<std::string> runs; bool q=false; std::string cur;
  for(int i=0;i<s.length();i++){UChar ch=s[i]; if(ch=='\''){q=!q;} if(!q && ((ch>='a'&&ch<='z')||(ch>='A'&&ch<='Z'))){ if(cur.empty()||cur.back()==ch) cur+=(char)ch; else {runs.push_back(cur);cur=std::string(1,(char)ch);} } else if(!cur.empty()){runs.push_back(cur);cur.clear();}}
  if(!cur.empty())runs.push_back(cur); std::sort(runs.begin(),runs.end()); std::string k; for(auto&r:runs)k+=r+","; return k;}
int main(int argc, char **argv) {
  const char *cals[] = {"gregorian", "iso8601", "persian", "hebrew", "islamic-civil", "islamic-umalqura",
                        "islamic-tbla", "islamic", "buddhist", "japanese", "roc", "coptic", "ethiopic",
                        "ethiopic-amete-alem", "indian", "chinese", "dangi"};
  const char *sks[] = {"yMMMMEEEEd", "yMMMd", "yMMMM", "GyMMMMEEEEd", "GyMMMd", "GyMMMM"};
  int n = uloc_countAvailable();
  int step = argc > 1 ? atoi(argv[1]) : 1;
  long compared = 0, differ = 0;
  for (int i = 0; i < n; i += step) {
    const char *loc = uloc_getAvailable(i);
    char base[100];
    UErrorCode be = U_ZERO_ERROR;
    uloc_getBaseName(loc, base, 100, &be);
    for (auto cal : cals) {
      char id[200];
      snprintf(id, 200, "%s@calendar=%s;numbers=latn", loc, cal);
      UErrorCode e = U_ZERO_ERROR;
      Locale L(id);
      DateTimePatternGenerator *generator = DateTimePatternGenerator::createInstance(L, e);
      if (U_FAILURE(e)) { printf("cannot open a generator for %s\n", id); continue; }
      auto styles = stylePatterns(loc, cal);
      for (auto sk : sks) {
        UErrorCode e3 = U_ZERO_ERROR;
        UnicodeString S(sk);
        UnicodeString reference = generator->getBestPattern(S, e3);
        // CalendarSymbols.bestPattern's shortcuts, in its order.
        UnicodeString c;
        bool done = false;
        size_t sl = strlen(sk);
        if (sl > 1 && allIn(sk, "yMLG") && listed(base, cal, sk, false, c)) done = true;
        if (!done && sl > 1 && sk[0] == 'y' && allIn(sk + 1, "MLG")) {
          std::string alt = std::string("yyy") + sk;
          UnicodeString l;
          if (listed(base, cal, alt.c_str(), true, l)) {
            bool one = true;
            for (int x : yearRuns(l)) if (x != 1) one = false;
            if (one && l.indexOf((UChar)0x47) < 0) { c = l; done = true; }
          }
        }
        if (!done && allIn(sk, "GyMEd") && strchr(sk, 'd')) {
          UnicodeString l;
          if (!listed(base, cal, sk, false, l)) {
            std::string want = runsKey(S);
            for (auto &p : styles) if (!p.isEmpty() && runsKey(p) == want) { c = p; done = true; break; }
          }
        }
        compared++;
        if (done && c != reference) {
          differ++;
          std::string a, b;
          reference.toUTF8String(a);
          c.toUTF8String(b);
          printf("%s %s: generator [%s], shortcut [%s]\n", id, sk, a.c_str(), b.c_str());
        }
      }
      delete generator;
    }
  }
  printf("compared %ld, differ %ld\n", compared, differ);
  return differ == 0 ? 0 : 1;
}
