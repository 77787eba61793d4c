// Prints KataGo's own input features (input version 7) for the positions of
// positions.txt, for tests/net_features.rs to compare tengen's with. Built against a
// KataGo source tree and its compiled objects by make_fixtures.py (see README.md);
// run by hand, never in CI.
//
// Input (stdin): the positions file's blocks. Output (stdout), per position:
//   position <name>
//   global v0 v1 ... v18
//   ko <x>,<y>            (the simple-ko point, if any)
//   c<k> <x>,<y> ...      (the points set in spatial channel k > 0, if any)
//   end
// Each position is set up as KataGo's GTP engine sets it: the board with the
// handicap stones, White to move after them (or with the stones of `setup` and the
// side to move of `tomove`, as `set_position` does), then the moves in order.

#include "game/board.h"
#include "game/boardhistory.h"
#include "game/rules.h"
#include "neuralnet/nninputs.h"

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace std;

int main() {
  Board::initHash();
  string line;
  string name;
  int w = 19, h = 19;
  Rules rules = Rules::getTrompTaylorish();
  vector<Loc> handicap;
  vector<Move> setup;
  vector<Move> moves;
  Player toMove = C_EMPTY;
  float komi = 7.5f;
  string rulesText;
  while(getline(cin, line)) {
    istringstream in(line);
    string key;
    if(!(in >> key) || key[0] == '#')
      continue;
    if(key == "position") {
      in >> name;
      handicap.clear();
      setup.clear();
      moves.clear();
      toMove = C_EMPTY;
    }
    else if(key == "board") {
      in >> w >> h;
    }
    else if(key == "rules") {
      getline(in, rulesText);
    }
    else if(key == "komi") {
      in >> komi;
    }
    else if(key == "handicap") {
      string v;
      while(in >> v) {
        Loc loc;
        if(!Location::tryOfString(v, w, h, loc)) { cerr << "bad " << v << endl; return 1; }
        handicap.push_back(loc);
      }
    }
    else if(key == "setup") {
      string c, v;
      while(in >> c >> v) {
        Loc loc;
        if(!Location::tryOfString(v, w, h, loc)) { cerr << "bad " << v << endl; return 1; }
        setup.push_back(Move(loc, c == "B" ? P_BLACK : P_WHITE));
      }
    }
    else if(key == "tomove") {
      string c;
      in >> c;
      toMove = c == "B" ? P_BLACK : P_WHITE;
    }
    else if(key == "moves") {
      string c, v;
      while(in >> c >> v) {
        Loc loc;
        if(!Location::tryOfString(v, w, h, loc)) { cerr << "bad " << v << endl; return 1; }
        moves.push_back(Move(loc, c == "B" ? P_BLACK : P_WHITE));
      }
    }
    else if(key == "end") {
      rules = Rules::parseRulesWithoutKomi(Global::trim(rulesText), komi);
      Board board(w, h);
      vector<Move> stones = setup;
      for(Loc l : handicap)
        stones.push_back(Move(l, P_BLACK));
      if(!board.setStonesFailIfNoLibs(stones)) { cerr << "bad handicap" << endl; return 1; }
      Player pla = handicap.empty() ? P_BLACK : P_WHITE;
      if(toMove != C_EMPTY)
        pla = toMove;
      BoardHistory hist(board, pla, rules, 0, false);
      hist.setAssumeMultipleStartingBlackMovesAreHandicap(true);
      for(const Move& m : moves) {
        if(m.pla != pla || !hist.isLegalTolerant(board, m.loc, m.pla)) {
          cerr << name << ": move out of turn or illegal" << endl;
          return 1;
        }
        hist.makeBoardMoveAssumeLegal(board, m.loc, m.pla, NULL, true);
        pla = getOpp(pla);
      }
      MiscNNInputParams params;
      vector<float> spatial(NNInputs::NUM_FEATURES_SPATIAL_V7 * w * h);
      vector<float> global(NNInputs::NUM_FEATURES_GLOBAL_V7);
      NNInputs::fillRowV7(board, hist, pla, params, w, h, false, spatial.data(), global.data());
      cout << "position " << name << "\n";
      cout << "global";
      for(float v : global)
        cout << " " << v;
      cout << "\n";
      if(board.ko_loc != Board::NULL_LOC)
        cout << "ko " << Location::getX(board.ko_loc, w) << "," << Location::getY(board.ko_loc, w) << "\n";
      for(int c = 0; c < NNInputs::NUM_FEATURES_SPATIAL_V7; c++) {
        ostringstream pts;
        int n = 0;
        for(int y = 0; y < h; y++)
          for(int x = 0; x < w; x++) {
            float v = spatial[c * w * h + y * w + x];
            if(v != 0.0f) {
              if(v != 1.0f) { cerr << "non-binary spatial value" << endl; return 1; }
              pts << " " << x << "," << y;
              n++;
            }
          }
        if(n > 0 && c != 0)
          cout << "c" << c << pts.str() << "\n";
      }
      cout << "end\n";
    }
  }
  return 0;
}
